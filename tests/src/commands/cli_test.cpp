// The subcommands as a user runs them: every --help exits 0 and names its options; analyze
// reads a GBK file with a bad game, skips it by number and writes a PGN that reads back; solve
// and epd answer on the puzzles; serve refuses bad arguments before it starts a server;
// --version and the protocols name the NNUE kernels, and bench counts the same nodes with each.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "commands/commands.h"
#include "eval/nnue/kernel_choice.h"
#include "notation/pgn.h"
#include "notation/text_encoding.h"

namespace cotuong::commands {
namespace {

struct CommandRun {
  int code = -1;
  std::string out;  // standard output and standard error together
};

// Returns what a shell command printed and its exit code.
CommandRun run(const std::string& command) {
  CommandRun r;
  FILE* p = popen((command + " 2>&1").c_str(), "r");
  if (!p) return r;
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
  int status = pclose(p);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

const std::string kBinary = COTUONG_BINARY;

TEST(Help, EverySubcommandsHelpExitsZeroAndNamesItsOptions) {
  for (const Subcommand& h : subcommands()) {
    for (const std::string& form :
         {absl::StrCat(kBinary, " ", h.name, " --help"), absl::StrCat(kBinary, " help ", h.name)}) {
      CommandRun r = run(form);
      EXPECT_EQ(r.code, 0) << form;
      EXPECT_TRUE(absl::StrContains(r.out, "usage: cotuong " + h.name)) << form << r.out;
      EXPECT_TRUE(absl::StrContains(r.out, "example:")) << form;
      for (const auto& option : h.options)
        EXPECT_TRUE(absl::StrContains(r.out, option.first)) << form << " lacks " << option.first;
    }
  }
  for (const char* form : {" help", " --help", " -h"}) {
    CommandRun r = run(kBinary + form);
    EXPECT_EQ(r.code, 0) << form;
    for (const Subcommand& h : subcommands())
      EXPECT_TRUE(absl::StrContains(r.out, "  " + h.name)) << form;
  }
  CommandRun unknown = run(kBinary + " frobnicate");
  EXPECT_EQ(unknown.code, 2);
  EXPECT_TRUE(absl::StrContains(unknown.out, "cotuong help"));
}

TEST(Analyze, ReadsAGbkFileSkipsTheBadGameByNumberAndWritesAPgnThatReadsBack) {
  auto dir = std::filesystem::temp_directory_path() / "cotuong-analyze-test";
  std::filesystem::create_directories(dir);
  const std::string utf8 =
      "[Event \"第一局\"]\n[Red \"红\"]\n[Black \"黑\"]\n\n1. 炮二平五 馬8進7 2. 馬二進三 *\n\n"
      "[Event \"第二局\"]\n\n1. 炮二平五 炮九平五 *\n\n"
      "[Event \"第三局\"]\n\n1. P2-5 M8.7 *\n\n本文件由某软件生成\n";
  absl::StatusOr<std::string> gbk = notation::utf8_to_gbk(utf8);
  ASSERT_TRUE(gbk.ok()) << gbk.status();
  const std::string in = (dir / "games.pgn").string(), out = (dir / "out.pgn").string(),
                    svg = (dir / "eval.svg").string();
  std::ofstream(in, std::ios::binary) << *gbk;
  CommandRun r = run(absl::StrCat(kBinary, " analyze ", in, " --depth 4 --notation wxf -o ", out,
                                  " --graph ", svg));
  EXPECT_EQ(r.code, 1) << r.out;  // a game was bad
  EXPECT_TRUE(absl::StrContains(r.out, "game 2 skipped")) << r.out;
  std::ifstream pgn_file(out);
  std::string pgn((std::istreambuf_iterator<char>(pgn_file)), std::istreambuf_iterator<char>());
  absl::StatusOr<std::vector<notation::GameRecord>> games = notation::read_pgn_games(pgn);
  ASSERT_TRUE(games.ok()) << games.status() << pgn;
  ASSERT_EQ(games->size(), 2u);
  EXPECT_EQ((*games)[0].moves.size(), 3u);
  EXPECT_EQ((*games)[0].tag("Event"), "第一局");
  EXPECT_EQ((*games)[1].moves.size(), 2u);
  EXPECT_TRUE(absl::StrContains(pgn, "[Format \"WXF\"]"));
  EXPECT_TRUE(absl::StrContains(pgn, "C2.5"));
  std::ifstream svg_file(svg);
  std::string picture((std::istreambuf_iterator<char>(svg_file)), std::istreambuf_iterator<char>());
  // The games keep their numbers in the file: the third is game 3, the second being skipped.
  EXPECT_TRUE(absl::StrContains(picture, "Game 3: ? – ? (第三局)")) << picture;
  EXPECT_TRUE(absl::StrContains(r.out, "game 3: Red: ")) << r.out;
  EXPECT_FALSE(absl::StrContains(r.out, "game 2: Red: ")) << r.out;
  // The picture renders (rsvg-convert from librsvg2-bin, installed by tools/dev.sh).
  if (run("command -v rsvg-convert").code == 0) {
    const std::string png = (dir / "eval.png").string();
    EXPECT_EQ(run(absl::StrCat("rsvg-convert -o ", png, " ", svg)).code, 0);
    EXPECT_GT(std::filesystem::file_size(png), 1000u);
  }
}

TEST(Analyze, StopsWhereTheRulesEndTheGame) {
  // Red's rook checks the lone king perpetually: the rules end the game after move 9 (judge says
  // so), but the record plays on to 14 moves and leaves the result open.
  const std::string fen = "4k4/9/R8/9/9/9/9/9/9/3K5 w - - 0 1";
  const std::string moves = "a7a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9 e9e8 a9a8 e8e9 a8a9 e9e8";
  auto dir = std::filesystem::temp_directory_path() / "cotuong-analyze-ended-test";
  std::filesystem::create_directories(dir);
  const std::string in = (dir / "played-on.pgn").string();
  std::ofstream(in) << "[Event \"played on\"]\n[FEN \"" << fen << "\"]\n\n" << moves << " *\n";
  for (const std::string& source : {in, "--fen '" + fen + "' --moves " + moves}) {
    CommandRun r = run(absl::StrCat(kBinary, " analyze ", source, " --depth 2 --notation ucci"));
    EXPECT_EQ(r.code, 0) << r.out;
    EXPECT_TRUE(absl::StrContains(r.out, "cotuong analyze: note: game 1 ended after move 9 of 14"))
        << r.out;
    // The review has the nine moves the game had and the rules' result.
    absl::StatusOr<notation::GameRecord> game =
        notation::read_pgn(r.out.substr(r.out.find("[Event")));
    ASSERT_TRUE(game.ok()) << game.status() << r.out;
    EXPECT_EQ(game->moves.size(), 9u) << r.out;
    EXPECT_EQ(game->result, rules::GameResult::kBlackWins) << r.out;
    EXPECT_TRUE(absl::StrContains(r.out, "[Result \"0-1\"]")) << r.out;
    EXPECT_TRUE(absl::StrContains(r.out, "game 1: Red: 5 moves")) << r.out;
  }
}

TEST(Solve, PrintsTheMateEveryFirstMoveAndTheLine) {
  CommandRun r = run(kBinary + " solve --fen '3k1ab2/9/b8/8p/9/p2c5/9/4n4/3pA3c/3A1K3 b - - 1 45'");
  EXPECT_EQ(r.code, 0) << r.out;
  EXPECT_TRUE(absl::StrContains(r.out, "mate in 3\n")) << r.out;
  EXPECT_TRUE(absl::StrContains(r.out, "mating moves (3): ")) << r.out;
  EXPECT_TRUE(absl::StrContains(r.out, "main line: 45... ")) << r.out;
  CommandRun none = run(
      kBinary +
      " solve --checks-only --max 6 --fen '3k1ab2/9/b8/8p/9/p2c5/9/4n4/3pA3c/3A1K3 b - - 1 45'");
  EXPECT_EQ(none.code, 1) << none.out;
  EXPECT_TRUE(absl::StrContains(none.out, "no mate within 6 (checks only) (")) << none.out;
  EXPECT_EQ(run(kBinary + " solve --fen nonsense").code, 2);
}

TEST(Solve, AMatedOrStalematedSideHasNoMateToFind) {
  // Issue 46: it said "no mate within 12", as if a search had been made in a live position.
  CommandRun mated = run(kBinary + " solve --fen '4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1' --max 3");
  EXPECT_EQ(mated.code, 0) << mated.out;  // Red mates in one
  CommandRun r = run(kBinary + " solve --fen '1R2k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1'");
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_TRUE(absl::StrContains(r.out, "Black to move is already checkmated")) << r.out;
  EXPECT_FALSE(absl::StrContains(r.out, "no mate within")) << r.out;
  r = run(kBinary + " solve --fen '5k3/R8/9/9/9/9/9/9/9/4K4 b - - 0 1'");
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_TRUE(absl::StrContains(r.out, "Black to move is already stalemated")) << r.out;
}

TEST(Perft, ADepthTooLargeToReadIsCalledTooLarge) {
  // Issue 46: it said "unexpected argument".
  CommandRun r = run(kBinary + " perft 99999999999999999999");
  EXPECT_EQ(r.code, 2);
  EXPECT_TRUE(absl::StrContains(r.out, "depth \"99999999999999999999\" is too large")) << r.out;
  EXPECT_FALSE(absl::StrContains(r.out, "unexpected argument")) << r.out;
}

TEST(Epd, ReportsSolvedAndFailedPositions) {
  auto path = std::filesystem::temp_directory_path() / "cotuong-epd-test.epd";
  std::ofstream(path) << "# two mates and a wrong claim\n"
                         "3k1ab2/9/b8/8p/9/p2c5/9/4n4/3pA3c/3A1K3 b - - dm 3; id \"three\";\n"
                         "3k1ab2/9/b8/8p/9/p2c5/9/4n4/3pA3c/3A1K3 b - - dm 2; id \"wrong\";\n"
                         "3ak4/4a4/6R2/9/P8/9/6P1P/9/9/2BAKAB2 w - - bm g7g9; id \"one\";\n";
  CommandRun r = run(absl::StrCat(kBinary, " epd ", path.string(), " --depth 6"));
  EXPECT_EQ(r.code, 1) << r.out;
  EXPECT_TRUE(absl::StrContains(r.out, "solved 2 / 3")) << r.out;
  EXPECT_TRUE(absl::StrContains(r.out, "failed:\n  wrong: no mate found")) << r.out;
}

TEST(Bench, TheHelpNamesTheLinesTheBenchPrints) {
  CommandRun help = run(kBinary + " bench --help");
  EXPECT_TRUE(absl::StrContains(help.out, "\"total nodes N\"")) << help.out;
  EXPECT_FALSE(absl::StrContains(help.out, "last line is the node count")) << help.out;
  CommandRun bench = run(kBinary + " bench 2");
  EXPECT_EQ(bench.code, 0) << bench.out;
  EXPECT_TRUE(absl::StrContains(bench.out, "\ntotal nodes ")) << bench.out;
  EXPECT_TRUE(absl::StrContains(bench.out, "\nnps ")) << bench.out;
}

// Returns the shell prefix that runs the engine with COTUONG_KERNELS set to `word` (empty: no
// request, whatever the test's own environment says).
std::string with_kernels(const std::string& word) {
  return absl::StrCat("COTUONG_KERNELS=", word, " ", kBinary);
}

// The text --version and the protocols end the engine's name with.
std::string kernels_text(eval::nnue::KernelSet set) {
  return absl::StrCat("(NNUE kernels: ", eval::nnue::kernel_set_name(set), ")");
}

// A user (or a bug report) learns which kernels the engine picked on this computer: the widest
// it runs, or the narrower set COTUONG_KERNELS asks for; a wider request is clamped, an unknown
// word is reported and ignored.
TEST(Version, NamesTheNnueKernelsThisComputerRuns) {
  using eval::nnue::KernelSet;
  const KernelSet widest = eval::nnue::choose_kernel_set(std::nullopt);
  CommandRun plain = run(with_kernels("") + " --version");
  EXPECT_EQ(plain.code, 0);
  EXPECT_TRUE(absl::StartsWith(plain.out, "cotuong 0.")) << plain.out;
  EXPECT_TRUE(absl::EndsWith(plain.out, " " + kernels_text(widest) + "\n")) << plain.out;
  for (KernelSet set : eval::nnue::kAllKernelSets) {
    CommandRun forced = run(with_kernels(eval::nnue::kernel_set_word(set)) + " --version");
    EXPECT_TRUE(absl::EndsWith(forced.out, kernels_text(eval::nnue::choose_kernel_set(set)) + "\n"))
        << forced.out;
  }
  CommandRun unknown = run(with_kernels("avx-512") + " --version");
  EXPECT_EQ(unknown.code, 0);
  EXPECT_TRUE(absl::StrContains(unknown.out, "COTUONG_KERNELS: unknown kernel set \"avx-512\""))
      << unknown.out;
  EXPECT_TRUE(absl::EndsWith(unknown.out, kernels_text(widest) + "\n")) << unknown.out;
  // A GUI sees the same name: UCCI's id name, first line of the handshake.
  CommandRun ucci = run("echo ucci | " + with_kernels("scalar"));
  EXPECT_TRUE(absl::StartsWith(ucci.out, "id name cotuong 0.")) << ucci.out;
  EXPECT_TRUE(absl::StrContains(ucci.out, kernels_text(KernelSet::kScalar) + "\n")) << ucci.out;
}

// Returns the "total nodes N" line of a run's output, or "" without one.
std::string total_nodes_line(const std::string& out) {
  const size_t at = out.find("\ntotal nodes ");
  if (at == std::string::npos) return "";
  return out.substr(at + 1, out.find('\n', at + 1) - at - 1);
}

// The search is the same on every path: bench (its default depth, the count commits quote)
// counts the same nodes with every kernel set this computer runs.
TEST(Bench, EveryKernelSetCountsTheSameNodes) {
  std::string scalar_total;
  for (eval::nnue::KernelSet set : eval::nnue::kAllKernelSets) {
    if (!eval::nnue::kernel_set_available(set)) continue;
    CommandRun bench = run(with_kernels(eval::nnue::kernel_set_word(set)) + " bench");
    ASSERT_EQ(bench.code, 0) << bench.out;
    const std::string total = total_nodes_line(bench.out);
    ASSERT_FALSE(total.empty()) << bench.out;
    if (set == eval::nnue::KernelSet::kScalar)
      scalar_total = total;
    else
      EXPECT_EQ(total, scalar_total) << eval::nnue::kernel_set_name(set);
  }
}

TEST(Analyze, AnUnwritableOutputIsRefusedBeforeTheAnalysis) {
  for (const std::string& option :
       {std::string(" -o /nonexistent/out.pgn"),
        " --graph " + std::filesystem::temp_directory_path().string()}) {
    CommandRun r = run(kBinary + " analyze --moves h2e2 h9g7 --depth 1 --no-progress" + option);
    EXPECT_EQ(r.code, 2) << option << r.out;
    EXPECT_TRUE(absl::StrContains(r.out, "cotuong analyze: cannot write ")) << option << r.out;
    EXPECT_FALSE(absl::StrContains(r.out, "game 1: Red")) << option << r.out;  // not analysed
  }
}

// AddressSanitizer reserves more address space than the limit the test below sets (gcc says so
// with __SANITIZE_ADDRESS__, clang with __has_feature).
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kAddressSanitizer = true;
#else
constexpr bool kAddressSanitizer = false;
#endif
#else
constexpr bool kAddressSanitizer = false;
#endif

TEST(Analyze, AHashTableTheMachineCannotHoldIsRefused) {
  if (kAddressSanitizer) GTEST_SKIP() << "AddressSanitizer needs more address space than 4 GB";
  // Under a 4 GB address-space limit an 8 GB table cannot be allocated.
  auto epd = std::filesystem::temp_directory_path() / "cotuong-hash-test.epd";
  std::ofstream(epd) << "3ak4/4a4/6R2/9/P8/9/6P1P/9/9/2BAKAB2 w - - bm g7g9;\n";
  for (const std::string& command :
       {std::string(" analyze --moves h2e2 --depth 1"), " epd " + epd.string()}) {
    CommandRun r = run(absl::StrCat("(ulimit -v 4000000; ", kBinary, command, " --hash 8192)"));
    EXPECT_EQ(r.code, 2) << command << r.out;
    EXPECT_TRUE(absl::StrContains(r.out, "--hash 8192: this machine has no memory for a hash"))
        << command << r.out;
  }
}

TEST(Files, ADirectoryIsCalledADirectoryAndExitsNonZero) {
  const std::string dir = std::filesystem::temp_directory_path().string();
  for (const std::string& command : {" epd " + dir, " analyze " + dir + " --depth 1"}) {
    CommandRun r = run(kBinary + command);
    EXPECT_EQ(r.code, 2) << command << r.out;
    EXPECT_TRUE(absl::StrContains(r.out, dir + " is a directory, not a file")) << command << r.out;
  }
  auto empty = std::filesystem::temp_directory_path() / "cotuong-empty.epd";
  std::ofstream(empty) << "# nothing\n";
  CommandRun r = run(kBinary + " epd " + empty.string());
  EXPECT_EQ(r.code, 2) << r.out;
  EXPECT_TRUE(absl::StrContains(r.out, "no position to test")) << r.out;
}

TEST(Output, AFailedWriteToTheStandardOutputIsAnErrorAndANonZeroExit) {
  // The subshell sends only the command's standard output to the full device.
  for (const char* command : {" notation --to vn h2e2", " perft 1", " judge --moves h2e2"}) {
    CommandRun r = run(absl::StrCat("( ", kBinary, command, " >/dev/full )"));
    EXPECT_NE(r.code, 0) << command << r.out;
    EXPECT_TRUE(absl::StrContains(r.out, "No space left on device")) << command << r.out;
  }
  EXPECT_EQ(run(kBinary + " notation --to vn h2e2 >/dev/null").code, 0);
}

TEST(Serve, ABadArgumentIsAUsageErrorAndNoServerStarts) {
  for (const char* args : {" serve --port 70000", " serve --seed 0", " serve --frobnicate"}) {
    CommandRun r = run(kBinary + args);
    EXPECT_EQ(r.code, 2) << args << r.out;
    EXPECT_TRUE(absl::StrContains(r.out, "usage: cotuong serve")) << args << r.out;
    EXPECT_FALSE(absl::StrContains(r.out, "in your browser")) << args << r.out;
  }
  CommandRun r = run(kBinary + " serve --port 70000");
  EXPECT_TRUE(absl::StrContains(r.out, "cotuong serve: --port needs a number from 0 to 65535"))
      << r.out;
}

}  // namespace
}  // namespace cotuong::commands
