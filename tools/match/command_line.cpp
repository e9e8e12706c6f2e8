#include "tools/match/command_line.h"

#include <functional>

#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "absl/strings/str_replace.h"
#include "absl/strings/str_split.h"
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

// What the command line has said so far.
struct Reading {
  MatchConfig config;
  std::vector<std::vector<std::string>> engine_words;
  std::vector<std::string> each_words;
  std::string openings_path = default_openings_path();
  BookOpeningSettings book;  // used when -openings book=<file>
  std::string tc_text = "5+0.05";
  int64_t margin_ms = 100;
  TournamentSettings& settings() { return config.settings; }
  ScoreAdjudication& adjudication() { return config.settings.game.adjudication; }
};
using Words = const std::vector<std::string>&;
using Setter = std::function<absl::Status(Reading&, const std::string& flag, Words words)>;
using KeySetter =
    std::function<absl::Status(Reading&, const std::string& flag, const std::string&)>;

// One key=value setting of a flag that takes them (-sprt elo0=<e>).
struct Key {
  std::string key;
  std::string usage;  // as the usage shows it: "elo0=<e>", "[alpha=0.05]"
  KeySetter set;
};

// One flag, declared once: the usage lists it, the parser reads it. A flag with keys reads its
// key=value words by them (after its own setter, which may take a leading word: -pgnout's file).
struct Flag {
  std::vector<std::string> names;
  std::string value;  // the usage's text after the flag (with keys: before them)
  std::string help;   // the usage's line(s) after it
  Setter set;
  std::vector<Key> keys;
};

// Returns a setter of a flag's one value.
Setter one(std::function<absl::Status(Reading&, const std::string& flag, const std::string&)> set) {
  return [set](Reading& r, const std::string& flag, Words words) -> absl::Status {
    if (words.size() != 1)
      return absl::InvalidArgumentError(absl::StrCat(flag, " takes one value"));
    return set(r, flag, words[0]);
  };
}

// Returns a setter (of a flag's one value, or of a key's) of a number in [lo, hi] at `field`.
template <typename T>
KeySetter number_at(T& (*field)(Reading&), T lo, T hi) {
  return [=](Reading& r, const std::string& flag, const std::string& text) -> absl::Status {
    ASSIGN_OR_RETURN(field(r), number<T>(flag, text, lo, hi));
    return absl::OkStatus();
  };
}

// Returns a setter that does nothing with the words (a flag whose keys say it all).
Setter keys_only() {
  return [](Reading&, const std::string&, Words) { return absl::OkStatus(); };
}

// Returns the flags, in the order the usage lists them.
std::vector<Flag> make_flags() {
  return {
      {{"-engine"},
       "cmd=<command> [name=<n>] [proto=ucci|uci|auto] [ranks=0-9|1-10] [fen=nb|he] "
       "[dir=<d>] [stderr=<file>] [option.<N>=<v>] [tc=<tc>]",
       "one engine, with its own time control if tc= (e.g. depth=3); two or more",
       [](Reading& r, const std::string&, Words words) {
         r.engine_words.push_back(words);
         return absl::OkStatus();
       }},
      {{"-each"},
       "<engine settings>",
       "applied to every engine (also tc=, margin=)",
       [](Reading& r, const std::string&, Words words) {
         r.each_words.insert(r.each_words.end(), words.begin(), words.end());
         return absl::OkStatus();
       }},
      {{"-tc"},
       "<tc>",
       "blitz | rapid | standard | <base>+<inc>[/byo=<s>][/cap=<s>]\n"
       "                             | st=<s> | nodes=<n> | depth=<d>   (seconds; default "
       "5+0.05)",
       one([](Reading& r, const std::string&, const std::string& v) {
         r.tc_text = v;
         return absl::OkStatus();
       })},
      {{"-margin"},
       "<ms>",
       "process overhead forgiven per move (default 100)",
       one(number_at<int64_t>([](Reading& r) -> int64_t& { return r.margin_ms; }, 0, 60000))},
      {{"-games"},
       "<n>",
       "games per encounter per round, in pairs (default 2)",
       one(number_at<int>([](Reading& r) -> int& { return r.settings().games_per_encounter; }, 1,
                          1000000))},
      {{"-rounds"},
       "<n>",
       "repeats (gauntlet, roundrobin) or Swiss rounds (default 1)",
       one(number_at<int>([](Reading& r) -> int& { return r.settings().rounds; }, 1, 100000))},
      {{"-format"},
       "gauntlet|roundrobin|swiss|knockout",
       "(default gauntlet: engine 1 vs the others)",
       one([](Reading& r, const std::string&, const std::string& v) -> absl::Status {
         ASSIGN_OR_RETURN(r.settings().format, parse_format(v));
         return absl::OkStatus();
       })},
      {{"-concurrency"},
       "<n>",
       "games at once (default 1)",
       one(number_at<int>([](Reading& r) -> int& { return r.settings().concurrency; }, 1, 1024))},
      {{"-openings"},
       "",
       "the opening set, or openings walked from an opening book (e.g.\n"
       "                             build/cotuong.book)",
       keys_only(),
       {{"file", "[file=<f>]",
         [](Reading& r, const std::string&, const std::string& v) {
           r.openings_path = v;
           return absl::OkStatus();
         }},
        {"order", "[order=sequential|random]",
         [](Reading& r, const std::string&, const std::string& v) {
           if (v != "random" && v != "sequential")
             return absl::InvalidArgumentError("-openings order=random|sequential");
           r.settings().random_order = v == "random";
           return absl::OkStatus();
         }},
        {"start", "[start=<k>]",
         [](Reading& r, const std::string& flag, const std::string& v) -> absl::Status {
           ASSIGN_OR_RETURN(r.settings().opening_start, number<int>(flag, v, 1, 1000000));
           r.settings().opening_start -= 1;
           return absl::OkStatus();
         }},
        {"seed", "[seed=<s>]",
         number_at<uint64_t>([](Reading& r) -> uint64_t& { return r.settings().seed; }, 0,
                             UINT64_MAX)},
        {"book", "| book=<file>",
         [](Reading& r, const std::string&, const std::string& v) {
           r.book.path = v;
           return absl::OkStatus();
         }},
        {"plies", "[plies=8]",
         number_at<int>([](Reading& r) -> int& { return r.book.plies; }, 2, 60)},
        {"count", "[count=100]",
         number_at<int>([](Reading& r) -> int& { return r.book.count; }, 1, 100000)},
        {"variety", "[variety=1]",
         number_at<double>([](Reading& r) -> double& { return r.book.variety; }, 0, 100)}}},
      {{"-sprt"},
       "",
       "(two engines; stops when decided)",
       [](Reading& r, const std::string&, Words) {
         r.settings().sprt.enabled = true;
         return absl::OkStatus();
       },
       {{"elo0", "elo0=<e>",
         number_at<double>([](Reading& r) -> double& { return r.settings().sprt.elo0; }, -1000,
                           1000)},
        {"elo1", "elo1=<e>",
         number_at<double>([](Reading& r) -> double& { return r.settings().sprt.elo1; }, -1000,
                           1000)},
        {"alpha", "[alpha=0.05]",
         number_at<double>([](Reading& r) -> double& { return r.settings().sprt.alpha; }, 1e-6,
                           0.5)},
        {"beta", "[beta=0.05]",
         number_at<double>([](Reading& r) -> double& { return r.settings().sprt.beta; }, 1e-6,
                           0.5)}}},
      {{"-rules"},
       "<set>",
       "rule set for the arbiter (default asian)",
       one([](Reading& r, const std::string&, const std::string& v) -> absl::Status {
         absl::StatusOr<rules::RuleSet> rules = rules::parse_rule_set(v);
         if (!rules.ok())
           return absl::InvalidArgumentError(absl::StrCat("-rules: ", rules.status().message()));
         r.settings().game.rules = *rules;
         return absl::OkStatus();
       })},
      {{"-resign"},
       "",
       "resign a game lost by the engines' scores",
       keys_only(),
       {{"movecount", "movecount=<n>",
         number_at<int>([](Reading& r) -> int& { return r.adjudication().resign_move_count; }, 1,
                        1000)},
        {"score", "score=<cp>",
         number_at<int>([](Reading& r) -> int& { return r.adjudication().resign_score; }, 1,
                        100000)}}},
      {{"-draw"},
       "",
       "draw a game the engines' scores call level",
       keys_only(),
       {{"movenumber", "movenumber=<m>",
         number_at<int>([](Reading& r) -> int& { return r.adjudication().draw_move_number; }, 0,
                        100000)},
        {"movecount", "movecount=<n>",
         number_at<int>([](Reading& r) -> int& { return r.adjudication().draw_move_count; }, 1,
                        1000)},
        {"score", "score=<cp>",
         number_at<int>([](Reading& r) -> int& { return r.adjudication().draw_score; }, 0,
                        100000)}}},
      {{"-maxmoves"},
       "<n>",
       "draw after n full moves",
       one(number_at<int>([](Reading& r) -> int& { return r.adjudication().max_moves; }, 1,
                          100000))},
      {{"-pgnout"},
       "<file>",
       "(appends one game at a time, in finishing order)",
       [](Reading& r, const std::string&, Words words) {
         if (words.empty() || words[0].find('=') != std::string::npos)
           return absl::InvalidArgumentError("-pgnout needs a file name");
         r.settings().pgn_path = words[0];
         return absl::OkStatus();
       },
       {{"notation", "[notation=" + absl::StrReplaceAll(pgn_notation_names(), {{", ", "|"}}) + "]",
         [](Reading& r, const std::string&, const std::string& v) {
           if (!is_pgn_notation(v))
             return absl::InvalidArgumentError(
                 absl::StrCat("-pgnout notation=", v, ": expected ", pgn_notation_names()));
           r.settings().pgn.notation = v;
           return absl::OkStatus();
         }},
        {"comments", "[comments=on|off]",
         [](Reading& r, const std::string&, const std::string& v) {
           r.settings().pgn.comments = v != "off";
           return absl::OkStatus();
         }}}},
      {{"-event"},
       "<name>",
       "the PGN's Event tag",
       one([](Reading& r, const std::string&, const std::string& v) {
         r.settings().pgn.event = v;
         return absl::OkStatus();
       })},
      {{"-seed"},
       "<n>",
       "the random choices' seed (openings, book walks)",
       one(number_at<uint64_t>([](Reading& r) -> uint64_t& { return r.settings().seed; }, 0,
                               UINT64_MAX))},
      {{"-help", "--help", "-h"},
       "",
       "this text",
       [](Reading& r, const std::string&, Words) {
         r.config.show_help = true;
         return absl::OkStatus();
       }},
  };
}

const std::vector<Flag>& flags() {
  static const std::vector<Flag> table = make_flags();
  return table;
}

// Returns a flag's text in the usage: its names, value and keys, wrapped at 100 columns.
std::string flag_usage(const Flag& f) {
  std::vector<std::string> words = {absl::StrJoin(f.names, ", ")};
  for (absl::string_view w : absl::StrSplit(f.value, ' ', absl::SkipEmpty())) words.emplace_back(w);
  for (const Key& k : f.keys) words.push_back(k.usage);
  std::string text = "  ", line = "  ";
  for (const std::string& w : words) {
    if (line.size() > 2 && line.size() + 1 + w.size() > 100) {
      absl::StrAppend(&text, "\n      ");
      line = "      ";
    } else if (line.size() > 2 && line != "      ") {
      absl::StrAppend(&text, " ");
      line += " ";
    }
    absl::StrAppend(&text, w);
    line += w;
  }
  return text;
}

}  // namespace

std::string usage_text() {
  std::string text =
      "usage: cotuong-match -engine cmd=<command> ... -engine cmd=<command> ... [options]\n";
  for (const Flag& f : flags()) {
    std::string line = flag_usage(f);
    if (line.size() < 29 && line.find('\n') == std::string::npos)
      line.resize(29, ' ');
    else
      line += "\n" + std::string(29, ' ');
    absl::StrAppend(&text, line, f.help, "\n");
  }
  return text;
}

absl::StatusOr<MatchConfig> parse_command_line(const std::vector<std::string>& args) {
  Reading r;
  TournamentSettings& s = r.config.settings;
  for (size_t i = 0; i < args.size();) {
    const std::string flag = args[i++];
    std::vector<std::string> words;
    while (i < args.size() && !is_flag(args[i])) words.push_back(args[i++]);
    const Flag* f = nullptr;
    for (const Flag& candidate : flags())
      for (const std::string& name : candidate.names)
        if (name == flag) f = &candidate;
    if (!f)
      return absl::InvalidArgumentError(
          absl::StrCat("unknown option \"", flag, "\" (see cotuong-match -help)"));
    if (absl::Status set = f->set(r, flag, words); !set.ok()) return set;
    if (r.config.show_help) return r.config;
    if (f->keys.empty()) continue;
    std::vector<std::string> kv_words = words;
    if (flag == "-pgnout") kv_words.erase(kv_words.begin());  // its first word is the file
    std::vector<std::pair<std::string, std::string>> kvs;
    ASSIGN_OR_RETURN(kvs, key_values(flag, kv_words));
    for (const auto& [k, v] : kvs) {
      const Key* key = nullptr;
      for (const Key& candidate : f->keys)
        if (candidate.key == k) key = &candidate;
      if (!key)
        return absl::InvalidArgumentError(absl::StrCat(flag, ": unknown setting \"", k, "\""));
      if (absl::Status set = key->set(r, flag, v); !set.ok()) return set;
    }
    if (flag == "-sprt" && !(s.sprt.elo1 > s.sprt.elo0))
      return absl::InvalidArgumentError("-sprt needs elo1 > elo0");
  }
  MatchConfig& config = r.config;
  std::string& tc_text = r.tc_text;
  int64_t& margin_ms = r.margin_ms;
  BookOpeningSettings& book = r.book;
  const std::string& openings_path = r.openings_path;
  // -each: tc= and margin= are match settings; the rest go to every engine.
  std::vector<std::string> each_engine;
  for (const std::string& w : r.each_words) {
    if (absl::StartsWith(w, "tc="))
      tc_text = w.substr(3);
    else if (absl::StartsWith(w, "margin=")) {
      ASSIGN_OR_RETURN(margin_ms, number<int64_t>("-each margin", w.substr(7), 0, 60000));
    } else
      each_engine.push_back(w);
  }
  for (auto words : r.engine_words) {
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
