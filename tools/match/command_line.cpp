#include "tools/match/command_line.h"

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "rules/rule_set.h"
#include "tools/match/book_openings.h"

namespace cotuong::match {

namespace {

// Returns whether a word starts a new flag (a dash word that is not key=value).
bool is_flag(const std::string& word) {
  return word.size() > 1 && word[0] == '-' && word.find('=') == std::string::npos;
}

// Parses key=value words into (key, value); returns an error naming the flag.
absl::StatusOr<std::vector<std::pair<std::string, std::string>>> key_values(
    const std::string& flag, const std::vector<std::string>& words) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const std::string& w : words) {
    size_t eq = w.find('=');
    if (eq == std::string::npos)
      return absl::InvalidArgumentError(absl::StrCat(flag, ": \"", w, "\" is not key=value"));
    out.emplace_back(w.substr(0, eq), w.substr(eq + 1));
  }
  return out;
}

// Returns a number parsed from text or an error naming the flag.
template <typename T>
absl::StatusOr<T> number(const std::string& flag, const std::string& text, T lo, T hi) {
  T v;
  bool ok;
  if constexpr (std::is_floating_point_v<T>)
    ok = absl::SimpleAtod(text, &v);
  else
    ok = absl::SimpleAtoi(text, &v);
  if (!ok || v < lo || v > hi)
    return absl::InvalidArgumentError(
        absl::StrCat(flag, ": \"", text, "\" must be a number in [", lo, ", ", hi, "]"));
  return v;
}

#define ASSIGN_OR_RETURN(lhs, expr)   \
  {                                   \
    auto _v = (expr);                 \
    if (!_v.ok()) return _v.status(); \
    lhs = *_v;                        \
  }

}  // namespace

std::string usage_text() {
  return R"(usage: cotuong-match -engine cmd=<command> [name=<n>] [proto=ucci|uci|auto]
                      [ranks=0-9|1-10] [fen=nb|he] [dir=<d>] [stderr=<file>] [option.<N>=<v>]
                      [tc=<tc>]  (this engine's own time control, e.g. depth=3)
                    -engine ... [more engines] [options]
  -each <engine settings>    applied to every engine (also tc=, margin=)
  -tc <tc>                   blitz | rapid | standard | <base>+<inc>[/byo=<s>][/cap=<s>]
                             | st=<s> | nodes=<n> | depth=<d>   (seconds; default 5+0.05)
  -margin <ms>               process overhead forgiven per move (default 100)
  -games <n>                 games per encounter per round, in pairs (default 2)
  -rounds <n>                repeats (gauntlet, roundrobin) or Swiss rounds (default 1)
  -format gauntlet|roundrobin|swiss|knockout   (default gauntlet: engine 1 vs the others)
  -concurrency <n>           games at once (default 1)
  -openings [file=<f>] [order=sequential|random] [start=<k>] [seed=<s>]
  -openings book=<file> [plies=8] [count=100] [variety=1] [seed=<s>]
                             openings walked from an opening book (e.g. build/cotuong.book)
  -sprt elo0=<e> elo1=<e> [alpha=0.05] [beta=0.05]   (two engines; stops when decided)
  -rules <set>               rule set for the arbiter (default asian)
  -resign movecount=<n> score=<cp>
  -draw movenumber=<m> movecount=<n> score=<cp>
  -maxmoves <n>              draw after n full moves
  -pgnout <file> [notation=ucci|vn|vn-long|wxf|wxf-fsf|zh|zh-simplified] [comments=on|off]
                             (appends one game at a time, in finishing order)
  -event <name>
  -seed <n>
)";
}

absl::StatusOr<MatchConfig> parse_command_line(const std::vector<std::string>& args) {
  MatchConfig config;
  TournamentSettings& s = config.settings;
  std::vector<std::vector<std::string>> engine_words;
  std::vector<std::string> each_words;
  std::string openings_path = default_openings_path();
  BookOpeningSettings book;  // used when -openings book=<file>
  std::string tc_text = "5+0.05";
  int64_t margin_ms = 100;
  for (size_t i = 0; i < args.size();) {
    const std::string flag = args[i++];
    std::vector<std::string> words;
    while (i < args.size() && !is_flag(args[i])) words.push_back(args[i++]);
    auto one = [&]() -> absl::StatusOr<std::string> {
      if (words.size() != 1)
        return absl::InvalidArgumentError(absl::StrCat(flag, " takes one value"));
      return words[0];
    };
    std::string value;
    if (flag == "-help" || flag == "--help" || flag == "-h") {
      config.show_help = true;
      return config;
    } else if (flag == "-engine") {
      engine_words.push_back(words);
    } else if (flag == "-each") {
      each_words.insert(each_words.end(), words.begin(), words.end());
    } else if (flag == "-tc") {
      ASSIGN_OR_RETURN(tc_text, one());
    } else if (flag == "-margin") {
      ASSIGN_OR_RETURN(value, one());
      ASSIGN_OR_RETURN(margin_ms, number<int64_t>(flag, value, 0, 60000));
    } else if (flag == "-games") {
      ASSIGN_OR_RETURN(value, one());
      ASSIGN_OR_RETURN(s.games_per_encounter, number<int>(flag, value, 1, 1000000));
    } else if (flag == "-rounds") {
      ASSIGN_OR_RETURN(value, one());
      ASSIGN_OR_RETURN(s.rounds, number<int>(flag, value, 1, 100000));
    } else if (flag == "-concurrency") {
      ASSIGN_OR_RETURN(value, one());
      ASSIGN_OR_RETURN(s.concurrency, number<int>(flag, value, 1, 1024));
    } else if (flag == "-format") {
      ASSIGN_OR_RETURN(value, one());
      ASSIGN_OR_RETURN(s.format, parse_format(value));
    } else if (flag == "-rules") {
      ASSIGN_OR_RETURN(value, one());
      absl::StatusOr<rules::RuleSet> rules = rules::parse_rule_set(value);
      if (!rules.ok())
        return absl::InvalidArgumentError(absl::StrCat("-rules: ", rules.status().message()));
      s.game.rules = *rules;
    } else if (flag == "-event") {
      ASSIGN_OR_RETURN(s.pgn.event, one());
    } else if (flag == "-seed") {
      ASSIGN_OR_RETURN(value, one());
      ASSIGN_OR_RETURN(s.seed, number<uint64_t>(flag, value, 0, UINT64_MAX));
    } else if (flag == "-maxmoves") {
      ASSIGN_OR_RETURN(value, one());
      ASSIGN_OR_RETURN(s.game.adjudication.max_moves, number<int>(flag, value, 1, 100000));
    } else if (flag == "-openings" || flag == "-sprt" || flag == "-resign" || flag == "-draw" ||
               flag == "-pgnout") {
      std::vector<std::string> kv_words = words;
      if (flag == "-pgnout") {  // first word is the file
        if (words.empty() || words[0].find('=') != std::string::npos)
          return absl::InvalidArgumentError("-pgnout needs a file name");
        s.pgn_path = words[0];
        kv_words.erase(kv_words.begin());
      }
      std::vector<std::pair<std::string, std::string>> kvs;
      ASSIGN_OR_RETURN(kvs, key_values(flag, kv_words));
      if (flag == "-sprt") s.sprt.enabled = true;
      for (const auto& [k, v] : kvs) {
        ScoreAdjudication& a = s.game.adjudication;
        if (flag == "-openings" && k == "file") {
          openings_path = v;
        } else if (flag == "-openings" && k == "book") {
          book.path = v;
        } else if (flag == "-openings" && k == "plies") {
          ASSIGN_OR_RETURN(book.plies, number<int>(flag, v, 2, 60));
        } else if (flag == "-openings" && k == "count") {
          ASSIGN_OR_RETURN(book.count, number<int>(flag, v, 1, 100000));
        } else if (flag == "-openings" && k == "variety") {
          ASSIGN_OR_RETURN(book.variety, number<double>(flag, v, 0, 100));
        } else if (flag == "-openings" && k == "order") {
          if (v != "random" && v != "sequential")
            return absl::InvalidArgumentError("-openings order=random|sequential");
          s.random_order = v == "random";
        } else if (flag == "-openings" && k == "start") {
          ASSIGN_OR_RETURN(s.opening_start, number<int>(flag, v, 1, 1000000));
          s.opening_start -= 1;
        } else if (flag == "-openings" && k == "seed") {
          ASSIGN_OR_RETURN(s.seed, number<uint64_t>(flag, v, 0, UINT64_MAX));
        } else if (flag == "-sprt" && k == "elo0") {
          ASSIGN_OR_RETURN(s.sprt.elo0, number<double>(flag, v, -1000, 1000));
        } else if (flag == "-sprt" && k == "elo1") {
          ASSIGN_OR_RETURN(s.sprt.elo1, number<double>(flag, v, -1000, 1000));
        } else if (flag == "-sprt" && k == "alpha") {
          ASSIGN_OR_RETURN(s.sprt.alpha, number<double>(flag, v, 1e-6, 0.5));
        } else if (flag == "-sprt" && k == "beta") {
          ASSIGN_OR_RETURN(s.sprt.beta, number<double>(flag, v, 1e-6, 0.5));
        } else if (flag == "-resign" && k == "movecount") {
          ASSIGN_OR_RETURN(a.resign_move_count, number<int>(flag, v, 1, 1000));
        } else if (flag == "-resign" && k == "score") {
          ASSIGN_OR_RETURN(a.resign_score, number<int>(flag, v, 1, 100000));
        } else if (flag == "-draw" && k == "movenumber") {
          ASSIGN_OR_RETURN(a.draw_move_number, number<int>(flag, v, 0, 100000));
        } else if (flag == "-draw" && k == "movecount") {
          ASSIGN_OR_RETURN(a.draw_move_count, number<int>(flag, v, 1, 1000));
        } else if (flag == "-draw" && k == "score") {
          ASSIGN_OR_RETURN(a.draw_score, number<int>(flag, v, 0, 100000));
        } else if (flag == "-pgnout" && k == "notation") {
          if (!is_pgn_notation(v))
            return absl::InvalidArgumentError(
                absl::StrCat("-pgnout notation=", v, ": expected ", pgn_notation_names()));
          s.pgn.notation = v;
        } else if (flag == "-pgnout" && k == "comments") {
          s.pgn.comments = v != "off";
        } else {
          return absl::InvalidArgumentError(absl::StrCat(flag, ": unknown setting \"", k, "\""));
        }
      }
      if (flag == "-sprt" && !(s.sprt.elo1 > s.sprt.elo0))
        return absl::InvalidArgumentError("-sprt needs elo1 > elo0");
    } else {
      return absl::InvalidArgumentError(absl::StrCat("unknown flag \"", flag, "\" (see -help)"));
    }
  }
  // -each: tc= and margin= are match settings; the rest go to every engine.
  std::vector<std::string> each_engine;
  for (const std::string& w : each_words) {
    if (absl::StartsWith(w, "tc="))
      tc_text = w.substr(3);
    else if (absl::StartsWith(w, "margin=")) {
      ASSIGN_OR_RETURN(margin_ms, number<int64_t>("-each margin", w.substr(7), 0, 60000));
    } else
      each_engine.push_back(w);
  }
  for (auto words : engine_words) {
    words.insert(words.begin(), each_engine.begin(), each_engine.end());
    absl::StatusOr<EngineSpec> spec = parse_engine_spec(words);
    if (!spec.ok())
      return absl::InvalidArgumentError(absl::StrCat("-engine: ", spec.status().message()));
    config.engines.push_back(*std::move(spec));
  }
  if (config.engines.size() < 2)
    return absl::InvalidArgumentError("at least two -engine are needed (see -help)");
  for (size_t i = 0; i < config.engines.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      if (config.engines[i].name == config.engines[j].name)
        config.engines[i].name = absl::StrCat(config.engines[i].name, "#", i + 1);
  ASSIGN_OR_RETURN(s.game.tc, parse_time_control(tc_text));
  s.game.tc.margin_ms = margin_ms;
  for (EngineSpec& e : config.engines)
    if (e.tc) e.tc->margin_ms = margin_ms;
  if (s.sprt.enabled && config.engines.size() != 2)
    return absl::InvalidArgumentError("-sprt needs exactly two engines");
  if (book.path.empty()) {
    ASSIGN_OR_RETURN(s.openings, load_openings(openings_path));
  } else {
    book.seed = s.seed;
    ASSIGN_OR_RETURN(s.openings, openings_from_book(book));
  }
  return config;
}

}  // namespace cotuong::match
