// cotuong-datagen: self-play training data for the NNUE (format: tools/nnue/README.md).
// One process writes one shard; spread shards over cores or machines with GNU parallel and
// merge them with cat.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include <unistd.h>

#include "absl/strings/numbers.h"
#include "book/book.h"
#include "book/builtin.h"
#include "eval/evaluator.h"
#include "rules/rule_set.h"
#include "tools/nnue/record.h"
#include "tools/nnue/selfplay.h"

namespace {

using namespace cotuong;
using namespace cotuong::nnue_data;

std::atomic<bool> g_stop{false};

// The table sizes the engine takes (the UCI Hash option's range).
constexpr int kMaxHashMb = 65536;
// Deeper fixed-depth searches would take hours a move.
constexpr int kMaxDepth = 64;

// SIGINT/SIGTERM: the first finishes the game and leaves a clean file; a second one (the search
// of a move may be long) ends the program at once.
extern "C" void on_stop_signal(int signal) {
  if (g_stop.exchange(true)) {
    std::signal(signal, SIG_DFL);
    std::raise(signal);
    return;
  }
  const char note[] = "\ncotuong-datagen: finishing the game; interrupt again to quit at once\n";
  ssize_t ignored = write(STDERR_FILENO, note, sizeof note - 1);
  (void)ignored;
}

constexpr const char* kUsage =
    "usage: cotuong-datagen --out FILE (--games N | --positions N) [options]\n"
    "  --seed N            shard seed (default 1): same seed and options, same bytes\n"
    "  --nodes N           nodes per move, at least 1 (default 5000)\n"
    "  --unrecorded-nodes N   nodes for positions that cannot be recorded (in check, the\n"
    "                      first --skip-plies); default --nodes. Cheaper data, other games\n"
    "  --depth N           fixed depth per move instead of nodes (at most 64)\n"
    "  --hash MB           transposition table, 1-65536 (default 16)\n"
    "  --book FILE         opening book for the varied starts (default: the built-in lines)\n"
    "  --book-plies N      book walk of 0..N plies (default 12)\n"
    "  --random-plies N    then 1..N random legal plies (default 4; 0 = none)\n"
    "  --max-start-score N redraw starts a quick search scores beyond N cp (default 300)\n"
    "  --skip-plies N      record nothing in the first N plies after the start (default 8)\n"
    "  --max-plies N       a game this long is a draw (default 400)\n"
    "  --rules NAME        asian (default), asian-50, casual, room\n"
    "  --eval FILE|hand-written   the evaluation that plays: a network file, or the hand-written\n"
    "                      one (default: the build's, the embedded network when it has one)\n"
    "  --no-adjudicate     play every game to the rules' verdict\n"
    "  --win-score N --win-plies N     win adjudication (default 1500 cp for 6 plies)\n"
    "  --draw-score N --draw-plies N --draw-from N   draw adjudication (15 cp, 20 plies, ply 120)\n"
    "  --skip-winning-captures   also skip positions where the side to move has a capture that\n"
    "                      static exchange says wins material (changes the data; off by default)\n"
    "  --stats             at the end, where the search nodes and the time went (stderr)\n"
    "  --quiet             no progress line\n";

struct Options {
  std::string out, book_file, eval;
  uint64_t seed = 1, games = 0, positions = 0;
  int hash_mb = 16;
  bool quiet = false, stats = false;
  SelfPlaySettings play;
};

// Returns whether the options can make data (every search ends, every game can record a
// position, adjudication needs a streak), or prints why not and returns false.
bool check(const Options& o) {
  const SelfPlaySettings& p = o.play;
  auto refuse = [](const std::string& why) {
    std::fprintf(stderr, "cotuong-datagen: %s\n", why.c_str());
    return false;
  };
  if (p.depth == 0 && p.nodes == 0)
    return refuse("--nodes 0 would search without limit: give at least 1 node (or --depth)");
  if (p.depth > kMaxDepth)
    return refuse("--depth " + std::to_string(p.depth) + " is over the limit of " +
                  std::to_string(kMaxDepth));
  if (o.hash_mb < 1 || o.hash_mb > kMaxHashMb)
    return refuse("--hash " + std::to_string(o.hash_mb) + " is not a size from 1 to " +
                  std::to_string(kMaxHashMb) + " MB");
  // The start is at most book + random plies in; nothing is recorded in the next skip plies,
  // and a game ends at max plies: a game must be able to go past all of them.
  const int64_t before_recording = int64_t(p.book_plies) + p.random_plies + p.skip_plies;
  if (p.max_plies <= before_recording)
    return refuse("--max-plies " + std::to_string(p.max_plies) +
                  " leaves no ply to record: it must be over --book-plies + --random-plies + "
                  "--skip-plies (" +
                  std::to_string(before_recording) + ")");
  if (p.adjudicate && (p.win_plies < 1 || p.draw_plies < 1))
    return refuse(
        "--win-plies and --draw-plies must be at least 1 (adjudication after no ply would end "
        "every game before anything is recorded); --no-adjudicate turns it off");
  return true;
}

// Returns the options of the command line, or prints why not and returns false.
bool parse(int argc, char** argv, Options& o) {
  std::map<std::string, int*> ints = {
      {"--depth", &o.play.depth},
      {"--hash", &o.hash_mb},
      {"--book-plies", &o.play.book_plies},
      {"--random-plies", &o.play.random_plies},
      {"--max-start-score", &o.play.max_start_score},
      {"--skip-plies", &o.play.skip_plies},
      {"--max-plies", &o.play.max_plies},
      {"--win-score", &o.play.win_score},
      {"--win-plies", &o.play.win_plies},
      {"--draw-score", &o.play.draw_score},
      {"--draw-plies", &o.play.draw_plies},
      {"--draw-from", &o.play.draw_from},
  };
  std::map<std::string, uint64_t*> wides = {
      {"--seed", &o.seed}, {"--games", &o.games}, {"--positions", &o.positions}};
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--quiet") {
      o.quiet = true;
      continue;
    }
    if (arg == "--stats") {
      o.stats = true;
      continue;
    }
    if (arg == "--skip-winning-captures") {
      o.play.skip_winning_captures = true;
      continue;
    }
    if (arg == "--no-adjudicate") {
      o.play.adjudicate = false;
      continue;
    }
    if (arg == "--help" || arg == "-h") {
      std::fputs(kUsage, stdout);
      std::exit(0);
    }
    if (i + 1 >= argc) {
      std::fprintf(stderr, "cotuong-datagen: %s needs a value\n%s", arg.c_str(), kUsage);
      return false;
    }
    const std::string value = argv[++i];
    bool ok = true;
    if (arg == "--out") {
      o.out = value;
    } else if (arg == "--book") {
      o.book_file = value;
    } else if (arg == "--eval") {
      o.eval = value;
    } else if (arg == "--nodes") {
      ok = absl::SimpleAtoi(value, &o.play.nodes);
    } else if (arg == "--unrecorded-nodes") {
      ok = absl::SimpleAtoi(value, &o.play.unrecorded_nodes);
    } else if (arg == "--rules") {
      auto rules = rules::parse_rule_set(value);
      ok = rules.ok();
      if (ok) o.play.rules = *rules;
    } else if (ints.count(arg)) {
      ok = absl::SimpleAtoi(value, ints[arg]) && *ints[arg] >= 0;
    } else if (wides.count(arg)) {
      ok = absl::SimpleAtoi(value, wides[arg]);
      if (ok && *wides[arg] == 0 && arg != "--seed") {
        std::fprintf(stderr, "cotuong-datagen: %s 0 would make no data: give 1 or more\n",
                     arg.c_str());
        return false;
      }
    } else {
      std::fprintf(stderr, "cotuong-datagen: unknown option %s\n%s", arg.c_str(), kUsage);
      return false;
    }
    if (!ok) {
      std::fprintf(stderr, "cotuong-datagen: bad value '%s' for %s\n", value.c_str(), arg.c_str());
      return false;
    }
  }
  if (o.out.empty() || (o.games == 0 && o.positions == 0)) {
    std::fprintf(stderr, "cotuong-datagen: --out and --games or --positions are required\n%s",
                 kUsage);
    return false;
  }
  return check(o);
}

// Prints the progress line (overwritten in place) on stderr.
void progress(const Options& o, uint64_t games, uint64_t positions, double seconds, bool last) {
  const double rate = seconds > 0 ? positions / seconds : 0;
  double left = -1;  // seconds to go, when it can be told
  if (o.positions && rate > 0) left = (double(o.positions) - positions) / rate;
  if (o.games && games > 0) {
    const double by_games = (double(o.games) - games) * seconds / games;
    left = left < 0 ? by_games : std::min(left, by_games);
  }
  std::fprintf(stderr, "\rgames %llu  positions %llu  %.0f pos/s  %.0f s  ETA %s%s",
               (unsigned long long)games, (unsigned long long)positions, rate, seconds,
               left < 0 ? "?" : (std::to_string(int64_t(left)) + " s").c_str(),
               last ? "\n" : "   ");
  std::fflush(stderr);
}

// Prints where the search nodes went (share of all nodes) and what writing cost, on stderr.
void print_stats(const NodeAccount& a, uint64_t games, uint64_t positions, double seconds,
                 double write_seconds) {
  const double total = double(std::max<uint64_t>(a.total(), 1));
  const auto share = [&](uint64_t n) { return 100.0 * double(n) / total; };
  std::fprintf(stderr,
               "nodes %llu in %llu move searches and %llu start checks; %.0f nodes per recorded "
               "position, %.1f plies and %.2f start checks per game\n",
               (unsigned long long)a.total(), (unsigned long long)a.searches,
               (unsigned long long)a.start_checks, total / double(std::max<uint64_t>(positions, 1)),
               double(a.searches) / double(std::max<uint64_t>(games, 1)),
               double(a.start_checks) / double(std::max<uint64_t>(games, 1)));
  std::fprintf(stderr,
               "nodes by use: start checks %.1f%%, first plies %.1f%%, in check %.1f%%, best move "
               "a capture %.1f%%, mate score %.1f%%, winning capture pending %.1f%%, recorded "
               "%.1f%%\n",
               share(a.start_nodes), share(a.opening), share(a.in_check), share(a.capture),
               share(a.mate), share(a.pending), share(a.recorded));
  std::fprintf(stderr, "time: %.2f s, %.0f nodes/s; writing positions %.4f s (%.2f us each)\n",
               seconds, total / std::max(seconds, 1e-9), write_seconds,
               1e6 * write_seconds / double(std::max<uint64_t>(positions, 1)));
}

}  // namespace

int main(int argc, char** argv) {
  Options o;
  if (!parse(argc, argv, o)) return 2;
  book::Book file_book;
  if (!o.book_file.empty()) {
    auto opened = book::Book::open(o.book_file);
    if (!opened.ok()) {
      std::fprintf(stderr, "cotuong-datagen: %s\n", std::string(opened.status().message()).c_str());
      return 2;
    }
    file_book = std::move(*opened);
  }
  const book::Book& book = o.book_file.empty() ? book::builtin_book() : file_book;
  eval::Evaluator evaluator = eval::Evaluator::build_default();
  if (o.eval == "hand-written") {
    evaluator = eval::Evaluator::chosen(false, nullptr);
  } else if (!o.eval.empty()) {
    auto net = eval::nnue::load_network_file(o.eval);
    if (!net.ok()) {
      std::fprintf(stderr, "cotuong-datagen: %s\n", std::string(net.status().message()).c_str());
      return 2;
    }
    evaluator = eval::Evaluator::chosen(true, *net);
  }
  search::Searcher searcher;
  searcher.set_threads(1);
  if (!searcher.set_hash_mb(o.hash_mb)) {
    std::fprintf(stderr, "cotuong-datagen: a hash table of %d MB does not fit in memory\n",
                 o.hash_mb);
    return 2;
  }
  searcher.set_rules(o.play.rules);
  searcher.set_evaluator(evaluator);

  std::FILE* out = std::fopen(o.out.c_str(), "wb");
  if (!out) {
    std::perror(("cotuong-datagen: " + o.out).c_str());
    return 2;
  }
  std::signal(SIGINT, on_stop_signal);
  std::signal(SIGTERM, on_stop_signal);

  ShardHeader header;
  header.seed = o.seed;
  header.nodes = o.play.depth > 0 ? 0 : uint32_t(o.play.nodes);
  header.depth = uint16_t(o.play.depth);
  RecordBytes bytes = encode(header);
  std::fwrite(bytes.data(), 1, bytes.size(), out);

  const auto t0 = std::chrono::steady_clock::now();
  auto last_print = t0;
  uint64_t games = 0, positions = 0;
  std::map<std::string, int> endings;
  NodeAccount account;
  double write_seconds = 0;
  while (!g_stop && (o.games == 0 || games < o.games) &&
         (o.positions == 0 || positions < o.positions)) {
    SelfPlayGame game = play_game(o.play, game_seed(o.seed, games), searcher, book);
    ++games;
    ++endings[game.ending];
    account += game.nodes;
    const auto written = std::chrono::steady_clock::now();
    for (const PositionRecord& p : game.positions) {
      if (o.positions && positions >= o.positions) break;
      bytes = encode(p);
      std::fwrite(bytes.data(), 1, bytes.size(), out);
      ++positions;
    }
    std::fflush(out);
    const auto now = std::chrono::steady_clock::now();
    write_seconds += std::chrono::duration<double>(now - written).count();
    if (!o.quiet && now - last_print >= std::chrono::seconds(1)) {
      last_print = now;
      progress(o, games, positions, std::chrono::duration<double>(now - t0).count(), false);
    }
  }
  const bool write_failed = std::ferror(out) != 0;
  std::fclose(out);
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (o.stats) print_stats(account, games, positions, seconds, write_seconds);
  if (!o.quiet) {
    progress(o, games, positions, seconds, true);
    std::string summary;
    for (const auto& [ending, n] : endings) summary += " " + ending + " " + std::to_string(n);
    std::fprintf(stderr, "endings:%s\n", summary.c_str());
  }
  if (write_failed) {
    std::fprintf(stderr, "cotuong-datagen: writing %s failed\n", o.out.c_str());
    return 1;
  }
  return 0;
}
