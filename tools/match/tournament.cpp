#include "tools/match/tournament.h"

#include <algorithm>
#include <fstream>
#include <numeric>
#include <random>
#include <thread>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"

namespace cotuong::match {

namespace {

// Returns the first engine's score (0, 0.5, 1) in a game where it had colour `red_side`.
double score_for(GameResult r, bool first_is_red) {
  if (r == GameResult::kDraw || r == GameResult::kNone) return 0.5;
  return (r == GameResult::kRedWins) == first_is_red ? 1.0 : 0.0;
}

// Returns "W-D-L" text.
std::string wdl(const Trinomial& t) { return absl::StrCat(t.wins, "-", t.draws, "-", t.losses); }

}  // namespace

Tournament::Tournament(std::vector<EngineSpec> engines, TournamentSettings settings,
                       std::ostream& out)
    : engines_(std::move(engines)), settings_(std::move(settings)), out_(out) {
  const int n = int(engines_.size());
  stats_.assign(n, std::vector<PairStats>(n));
  swiss_byes_.assign(n, 0);
  settings_.games_per_encounter =
      std::max(2, settings_.games_per_encounter + settings_.games_per_encounter % 2);
  settings_.concurrency = std::max(1, settings_.concurrency);
  opening_order_.resize(settings_.openings.size());
  std::iota(opening_order_.begin(), opening_order_.end(), 0);
  if (settings_.random_order) {
    std::mt19937_64 rng(settings_.seed);
    std::shuffle(opening_order_.begin(), opening_order_.end(), rng);
  }
  next_opening_ = opening_order_.empty() ? 0 : settings_.opening_start % int(opening_order_.size());
  sessions_.resize(settings_.concurrency);
  for (auto& slot : sessions_) slot.resize(n);
}

Tournament::~Tournament() {
  for (auto& slot : sessions_)
    for (auto& s : slot)
      if (s) s->quit();
}

double Tournament::points(int i) const {
  std::lock_guard lock(mutex_);
  double p = swiss_byes_[i];
  for (size_t j = 0; j < stats_.size(); ++j)
    p += stats_[i][j].games.wins + 0.5 * stats_[i][j].games.draws;
  return p;
}

std::string Tournament::run_error() const {
  std::lock_guard lock(mutex_);
  return run_error_;
}

SprtState Tournament::sprt_state() const { return sprt(stats_[0][1].pairs, settings_.sprt); }

std::vector<Tournament::Job> Tournament::jobs_for(const std::vector<Encounter>& encounters,
                                                  int round) {
  std::vector<Job> jobs;
  for (int k = 0; k < settings_.games_per_encounter / 2; ++k) {
    for (const Encounter& e : encounters) {
      int opening = opening_order_[next_opening_];
      next_opening_ = (next_opening_ + 1) % int(opening_order_.size());
      int id = next_pair_id_++;
      {
        std::lock_guard lock(mutex_);
        pending_pairs_.resize(next_pair_id_);
        pending_pairs_[id].first = e.first;
        pending_pairs_[id].second = e.second;
      }
      jobs.push_back(Job{e.first, e.second, opening, id, round});
      jobs.push_back(Job{e.second, e.first, opening, id, round});
    }
  }
  return jobs;
}

void Tournament::run_jobs(const std::vector<Job>& jobs) {
  std::atomic<size_t> next{0};
  auto worker = [&](int slot) {
    for (;;) {
      if (stop_) return;
      size_t k = next++;
      if (k >= jobs.size()) return;
      const Job& job = jobs[k];
      auto session = [&](int e) -> EngineSession& {
        auto& s = sessions_[slot][e];
        if (!s) s = std::make_unique<EngineSession>(engines_[e]);
        return *s;
      };
      PlayedGame game = play_game(settings_.openings[job.opening], session(job.red),
                                  session(job.black), settings_.game);
      record(job, std::move(game));
    }
  };
  std::vector<std::thread> threads;
  int n = std::min<int>(settings_.concurrency, int(jobs.size()));
  for (int s = 0; s < n; ++s) threads.emplace_back(worker, s);
  for (auto& t : threads) t.join();
}

std::string Tournament::progress_line(const Job& job, const PlayedGame& game) const {
  std::string line = absl::StrCat("Finished game ", games_.size());
  if (total_games_) absl::StrAppend(&line, "/", total_games_);
  absl::StrAppend(&line, " (", game.red, " vs ", game.black,
                  "): ", result_text(game.verdict.result), " {", game.verdict.rule, "}");
  if (engines_.size() == 2) {
    const PairStats& s = stats_[0][1];
    EloEstimate e = s.pairs.count() ? estimate(s.pairs) : estimate(s.games);
    absl::StrAppend(
        &line, absl::StrFormat(" | %s W-D-L %s, score %.3f, Elo %+.1f +/- %.1f", engines_[0].name,
                               wdl(s.games), s.games.score(), e.elo, e.margin));
    if (settings_.sprt.enabled) {
      const SprtState st = sprt_state();
      absl::StrAppend(&line,
                      absl::StrFormat(", LLR %.2f [%.2f, %.2f]", st.llr, st.lower, st.upper));
    }
  }
  return line;
}

void Tournament::record(const Job& job, PlayedGame game) {
  std::lock_guard lock(mutex_);
  if (!game.not_played.empty()) {
    // No result: an engine that does not start is the run's failure, not a lost game, and the
    // games still to come would fail the same way.
    out_ << "Game not played (" << game.red << " vs " << game.black << "): " << game.not_played
         << "; stopping" << std::endl;
    if (run_error_.empty()) run_error_ = game.not_played;
    stop_ = true;
    return;
  }
  game.round = job.round;
  game.index = int(games_.size());
  PendingPair& pair = pending_pairs_[job.pair_id];
  double red_score = score_for(game.verdict.result, true);
  double first_score = job.red == pair.first ? red_score : 1 - red_score;
  auto add = [&](Trinomial& t, double s) { s == 1 ? t.wins++ : s == 0 ? t.losses++ : t.draws++; };
  add(stats_[job.red][job.black].games, red_score);
  add(stats_[job.black][job.red].games, 1 - red_score);
  pair.first_scores[pair.done++] = first_score;
  if (pair.done == 2) {
    stats_[pair.first][pair.second].pairs.add(pair.first_scores[0], pair.first_scores[1]);
    stats_[pair.second][pair.first].pairs.add(1 - pair.first_scores[0], 1 - pair.first_scores[1]);
  }
  if (!settings_.pgn_path.empty()) {
    std::ofstream pgn(settings_.pgn_path, std::ios::app);
    pgn << game_to_pgn(game, settings_.pgn);
  }
  games_.push_back(std::move(game));
  out_ << progress_line(job, games_.back()) << std::endl;
  if (settings_.sprt.enabled && engines_.size() == 2 && pair.done == 2) {
    const SprtState st = sprt_state();
    if (st.decision != SprtState::Decision::kContinue && !stop_) {
      stop_ = true;
      out_ << absl::StrFormat("SPRT: llr %.2f, bounds [%.2f, %.2f]: %s; stopping", st.llr, st.lower,
                              st.upper, decision_text(st.decision))
           << std::endl;
    }
  }
}

void Tournament::run_swiss() {
  const int n = int(engines_.size());
  for (int round = 1; round <= settings_.rounds && !stop_; ++round) {
    std::vector<double> pts(n);
    std::vector<std::vector<int>> met(n, std::vector<int>(n, 0));
    for (int i = 0; i < n; ++i) {
      pts[i] = points(i);
      std::lock_guard lock(mutex_);
      for (int j = 0; j < n; ++j) met[i][j] = stats_[i][j].games.games();
    }
    int bye = -1;
    std::vector<Encounter> pairings = swiss_pairings(pts, met, swiss_byes_, &bye);
    out_ << "Swiss round " << round << ":";
    for (auto [a, b] : pairings) out_ << " " << engines_[a].name << "-" << engines_[b].name;
    if (bye >= 0) {
      std::lock_guard lock(mutex_);
      swiss_byes_[bye]++;
      out_ << " (bye: " << engines_[bye].name << ")";
    }
    out_ << std::endl;
    run_jobs(jobs_for(pairings, round));
  }
}

void Tournament::run_knockout() {
  std::vector<Encounter> round_pairings = knockout_first_round(int(engines_.size()));
  int champion = -1;
  for (int round = 1; !round_pairings.empty() && !stop_; ++round) {
    std::vector<Encounter> playing;
    for (auto e : round_pairings)
      if (e.second >= 0) playing.push_back(e);
    auto score_of = [&](int a, int b) {
      std::lock_guard lock(mutex_);
      const Trinomial& t = stats_[a][b].games;
      return t.wins - t.losses;
    };
    std::vector<int> before(playing.size());
    for (size_t k = 0; k < playing.size(); ++k)
      before[k] = score_of(playing[k].first, playing[k].second);
    run_jobs(jobs_for(playing, round));
    // Ties get extra pairs; then the higher seed (lower index) goes through.
    for (int extra = 0; extra < settings_.knockout_extra_pairs && !stop_; ++extra) {
      std::vector<Encounter> tied;
      for (size_t k = 0; k < playing.size(); ++k)
        if (score_of(playing[k].first, playing[k].second) == before[k]) tied.push_back(playing[k]);
      if (tied.empty()) break;
      int saved = settings_.games_per_encounter;
      settings_.games_per_encounter = 2;
      run_jobs(jobs_for(tied, round));
      settings_.games_per_encounter = saved;
    }
    std::vector<int> winners;
    out_ << "Knockout round " << round << ":";
    size_t k = 0;
    for (auto [a, b] : round_pairings) {
      int w = a;
      if (b >= 0) {
        int margin = score_of(a, b) - before[k++];
        w = margin > 0 ? a : margin < 0 ? b : std::min(a, b);
        out_ << " " << engines_[a].name << " vs " << engines_[b].name << " -> " << engines_[w].name
             << (margin == 0 ? " (tie, higher seed)" : "") << ";";
      } else {
        out_ << " " << engines_[a].name << " (bye);";
      }
      winners.push_back(w);
    }
    out_ << std::endl;
    if (winners.size() == 1) champion = winners[0];
    round_pairings = knockout_next_round(winners);
    if (winners.size() == 1) break;
  }
  if (champion >= 0) out_ << "Knockout winner: " << engines_[champion].name << std::endl;
}

void Tournament::run() {
  const int n = int(engines_.size());
  switch (settings_.format) {
    case Format::kGauntlet:
    case Format::kRoundRobin: {
      std::vector<Encounter> e =
          settings_.format == Format::kGauntlet ? gauntlet_pairings(n) : round_robin_pairings(n);
      std::vector<Job> jobs;
      for (int round = 1; round <= settings_.rounds; ++round) {
        std::vector<Job> r = jobs_for(e, round);
        jobs.insert(jobs.end(), r.begin(), r.end());
      }
      total_games_ = int(jobs.size());
      run_jobs(jobs);
      break;
    }
    case Format::kSwiss:
      run_swiss();
      break;
    case Format::kKnockout:
      run_knockout();
      break;
  }
}

void Tournament::print_summary(std::ostream& out) const {
  std::lock_guard lock(mutex_);
  const int n = int(engines_.size());
  std::vector<Encounter> shown =
      settings_.format == Format::kGauntlet ? gauntlet_pairings(n) : round_robin_pairings(n);
  for (auto [a, b] : shown) {
    const PairStats& s = stats_[a][b];
    if (s.games.games() == 0) continue;
    EloEstimate e = s.pairs.count() ? estimate(s.pairs) : estimate(s.games);
    EloEstimate tri = estimate(s.games);
    out << absl::StrFormat("Score of %s vs %s: %d - %d - %d  [%.3f] %d\n", engines_[a].name,
                           engines_[b].name, s.games.wins, s.games.losses, s.games.draws,
                           s.games.score(), s.games.games());
    out << absl::StrFormat(
        "Elo difference: %+.1f +/- %.1f (pentanomial), %+.1f +/- %.1f "
        "(trinomial), LOS: %.1f %%\n",
        e.elo, e.margin, tri.elo, tri.margin, 100 * tri.los);
    out << absl::StrFormat("Ptnml(0-2): [%d, %d, %d, %d, %d], %d pairs\n", s.pairs.pairs[0],
                           s.pairs.pairs[1], s.pairs.pairs[2], s.pairs.pairs[3], s.pairs.pairs[4],
                           s.pairs.count());
    if (settings_.sprt.enabled && n == 2) {
      const SprtState st = sprt_state();
      out << absl::StrFormat(
          "SPRT (elo0 %.1f, elo1 %.1f, alpha %.2f, beta %.2f): LLR %.2f "
          "[%.2f, %.2f], %s\n",
          settings_.sprt.elo0, settings_.sprt.elo1, settings_.sprt.alpha, settings_.sprt.beta,
          st.llr, st.lower, st.upper, decision_text(st.decision));
    }
  }
  if (n < 3) return;
  // Crosstable: engines by points; each cell is the row engine's points against the column.
  std::vector<double> pts(n);
  for (int i = 0; i < n; ++i) {
    pts[i] = swiss_byes_[i];
    for (int j = 0; j < n; ++j) pts[i] += stats_[i][j].games.wins + 0.5 * stats_[i][j].games.draws;
  }
  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return pts[a] > pts[b]; });
  size_t width = 6;
  for (const auto& e : engines_) width = std::max(width, e.name.size());
  out << absl::StrFormat("\n%-3s %-*s %6s %5s", "#", int(width), "Engine", "Points", "Games");
  for (int k = 0; k < n; ++k) out << absl::StrFormat(" %7d", k + 1);
  out << "\n";
  for (int k = 0; k < n; ++k) {
    int i = order[k];
    int games = 0;
    for (int j = 0; j < n; ++j) games += stats_[i][j].games.games();
    out << absl::StrFormat("%-3d %-*s %6.1f %5d", k + 1, int(width), engines_[i].name, pts[i],
                           games);
    for (int c = 0; c < n; ++c) {
      int j = order[c];
      const Trinomial& t = stats_[i][j].games;
      if (i == j)
        out << absl::StrFormat(" %7s", "---");
      else if (t.games() == 0)
        out << absl::StrFormat(" %7s", ".");
      else
        out << absl::StrFormat(" %7s",
                               absl::StrFormat("%.1f/%d", t.wins + 0.5 * t.draws, t.games()));
    }
    out << "\n";
  }
}

}  // namespace cotuong::match
