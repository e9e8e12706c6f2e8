// Runs a match or tournament: schedules game pairs by format, plays them on N concurrent
// slots (each with its own engine processes), keeps the statistics, writes PGN and progress.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <ostream>
#include <string>
#include <vector>

#include "tools/match/engine_spec.h"
#include "tools/match/match_game.h"
#include "tools/match/match_pgn.h"
#include "tools/match/schedule.h"
#include "tools/match/start_lines.h"
#include "tools/match/stats.h"

namespace cotuong::match {

struct TournamentSettings {
  Format format = Format::kGauntlet;
  int games_per_encounter = 2;  // rounded up to an even number (game pairs)
  int rounds = 1;               // repeats (gauntlet, round robin) or Swiss rounds
  int concurrency = 1;
  std::vector<StartLine> openings;
  bool random_order = false;  // shuffle openings with `seed`
  uint64_t seed = 1;
  int opening_start = 0;  // first opening used (sequential order)
  SprtSettings sprt;      // two-engine matches only
  GameSettings game;
  std::string pgn_path;  // empty = none
  PgnOptions pgn;
  int knockout_extra_pairs = 2;  // tie-break pairs before the higher seed advances
};

// Results of one engine against another, from the first one's view.
struct PairStats {
  Trinomial games;
  Pentanomial pairs;
};

class Tournament {
 public:
  Tournament(std::vector<EngineSpec> engines, TournamentSettings settings, std::ostream& out);
  ~Tournament();

  // Plays the whole event; returns when done or when SPRT decided.
  void run();
  // Returns the results of engine i against engine j (i's view).
  const PairStats& stats(int i, int j) const { return stats_[i][j]; }
  // Returns engine i's points.
  double points(int i) const;
  // Returns the finished games in completion order.
  const std::vector<PlayedGame>& games() const { return games_; }
  // Returns why the run failed (an engine did not start: the match stopped there, the game not
  // scored), or "" when it did not.
  std::string run_error() const;
  // Writes the final summary: per-encounter results and a crosstable for 3+ engines.
  void print_summary(std::ostream& out) const;

 private:
  struct Job {
    int red, black;
    int opening;
    int pair_id;  // the two games of one opening share it
    int round;
  };
  // Plays jobs on `concurrency` slots; returns when all ran or SPRT stopped the match.
  void run_jobs(const std::vector<Job>& jobs);
  // Returns the jobs for encounters: `games_per_encounter` games each, in pairs.
  std::vector<Job> jobs_for(const std::vector<Encounter>& encounters, int round);
  // Records a finished game: stats, PGN, progress line; may stop the match by SPRT.
  void record(const Job& job, PlayedGame game);
  // Returns the progress line after a game.
  std::string progress_line(const Job& job, const PlayedGame& game) const;
  // Returns the SPRT state of engine 0 against engine 1 (two-engine matches), from their game
  // pairs so far: the one computation the progress line, the stop and the summary print. The
  // caller holds mutex_.
  SprtState sprt_state() const;
  // Plays a knockout bracket.
  void run_knockout();
  // Plays Swiss rounds.
  void run_swiss();

  std::vector<EngineSpec> engines_;
  TournamentSettings settings_;
  std::ostream& out_;
  std::vector<int> opening_order_;
  int next_opening_ = 0;
  int next_pair_id_ = 0;
  int total_games_ = 0;  // planned, for the progress line (0 = unknown)

  mutable std::mutex mutex_;  // guards everything below
  std::vector<std::vector<PairStats>> stats_;
  std::vector<PlayedGame> games_;
  struct PendingPair {
    int first = -1;  // engine whose view the pair is counted from
    int second = -1;
    double first_scores[2]{};  // its scores in the pair's games so far
    int done = 0;
  };
  std::vector<PendingPair> pending_pairs_;
  std::atomic<bool> stop_{false};
  std::string run_error_;  // the first game an engine failed to start for; "" for none
  std::vector<int> swiss_byes_;
  // Slots own engine sessions: slot s, engine e -> sessions_[s][e] (created lazily).
  std::vector<std::vector<std::unique_ptr<EngineSession>>> sessions_;
};

}  // namespace cotuong::match
