#include "protocol/options.h"

#include <string>
#include <variant>
#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "protocol/parser.h"

namespace cotuong::protocol {

namespace {

enum class Type { kCheck, kSpin, kCombo, kString, kButton };

// The rules option's field, read and written as a rule set's name.
std::string rules_text(const EngineOptions& o) { return rules::rule_set_name(o.rules); }
absl::Status set_rules(EngineOptions& o, absl::string_view value) {
  o.rules = *rules::parse_rule_set(value);  // one of the rule sets' names (the combo's values)
  return absl::OkStatus();
}
// Repetition Rule: AsianRule and NoJudgement name cotuong's rule sets; the others are refused.
std::string repetition_rule_text(const EngineOptions& o) {
  return o.rules == rules::RuleSet::kCasual ? "NoJudgement" : "AsianRule";
}
absl::Status set_repetition_rule(EngineOptions& o, absl::string_view value);

// A field an option sets that is not a plain bool, int or string: its text and its setter (from
// a value already checked against the row's type and choices).
struct CustomField {
  std::string (*get)(const EngineOptions&);
  absl::Status (*set)(EngineOptions&, absl::string_view value);
};
// What an option sets: nothing (a button, or an option the engine ignores), or a field.
using Field = std::variant<std::monostate, bool EngineOptions::*, int EngineOptions::*,
                           std::string EngineOptions::*, CustomField>;

// One option, declared once: its names, type, range or choices, the field it sets and what the
// engine must do then. The option list, `setoption` and the engine's reaction all read this
// row. A null name means the dialect does not announce it (it is still accepted under the other
// dialect's name). The default is the field's value in a fresh EngineOptions.
struct Row {
  const char* ucci_name;
  const char* uci_name;
  Type type;
  int ucci_min, uci_min, max;     // spin
  std::vector<const char*> vars;  // combo values
  Field field;
  OptionEffect effect;
  bool needs_idle;  // changes the searcher: refused while thinking
  // An option the engine accepts but does not act on: its only value (then announced as the
  // default), and why any other is ignored.
  const char* fixed_value = nullptr;
  const char* ignored_because = nullptr;
};

const std::vector<const char*> kLevels = {"none", "small", "medium", "large"};
constexpr int kSkillMax = 20;  // Skill Level's top: no limit
// Pikafish's historical Repetition Rule and Draw Rule values, which GUIs copy.
const std::vector<const char*> kRepetitionRules = {"AsianRule",    "ChineseRule", "SkyRule",
                                                   "ComputerRule", "YitianRule",  "AllowChase",
                                                   "NoJudgement"};
const std::vector<const char*> kDrawRules = {"None", "DrawAsBlackWin", "DrawAsRedWin",
                                             "DrawRepAsBlackWin", "DrawRepAsRedWin"};

// Returns the names of the rule sets, the values of the rules option.
std::vector<const char*> rule_set_values() {
  std::vector<const char*> names;
  for (rules::RuleSet r : rules::kRuleSets) names.push_back(rules::rule_set_name(r));
  return names;
}

using E = EngineOptions;
using Fx = OptionEffect;
constexpr std::monostate kNoField;

// Every option, in the order both dialects announce them.
const std::vector<Row>& rows() {
  static const std::vector<Row> table = {
      // clang-format off
      // UCCI name, UCI name, type, UCCI min, UCI min, max, choices, field, effect, needs idle
      {"usemillisec", nullptr, Type::kCheck, 0, 0, 0, {}, &E::usemillisec, Fx::kNone, false},
      {"batch", nullptr, Type::kCheck, 0, 0, 0, {}, kNoField, Fx::kNone, false, "false",
       "the engine's output is the same in batch mode"},
      {"debug", nullptr, Type::kCheck, 0, 0, 0, {}, kNoField, Fx::kNone, false, "false",
       "the engine has no debugging output"},
      {"ponder", "Ponder", Type::kCheck, 0, 0, 0, {}, &E::ponder, Fx::kNone, false},
      {"usebook", "OwnBook", Type::kCheck, 0, 0, 0, {}, &E::use_book, Fx::kNone, false},
      {"bookfiles", "Book File", Type::kString, 0, 0, 0, {}, &E::book_files, Fx::kBook, false},
      {"hashsize", "Hash", Type::kSpin, 0, 1, 65536, {}, &E::hash_mb, Fx::kHash, true},
      {"threads", "Threads", Type::kSpin, 0, 1, 256, {}, &E::threads, Fx::kThreads, true},
      {"idle", nullptr, Type::kCombo, 0, 0, 0, kLevels, kNoField, Fx::kNone, false, "none",
       "the engine never thinks while idle (pondering is `go ponder`)"},
      {"promotion", nullptr, Type::kCheck, 0, 0, 0, {}, kNoField, Fx::kNone, false, "false",
       "the engine plays xiangqi without pawn promotion"},
      {"pruning", nullptr, Type::kCombo, 0, 0, 0, kLevels, kNoField, Fx::kNone, false, "large",
       "the search prunes as it does at full strength; the level option plays weaker"},
      {"knowledge", nullptr, Type::kCombo, 0, 0, 0, kLevels, kNoField, Fx::kNone, false, "large",
       "the evaluation is whole at full strength; the level option plays weaker"},
      {"randomness", nullptr, Type::kCombo, 0, 0, 0, kLevels, kNoField, Fx::kNone, false, "none",
       "levels 1-4 (the level option) choose at random among near-best moves"},
      {"style", nullptr, Type::kCombo, 0, 0, 0, {"solid", "normal", "risky"}, kNoField, Fx::kNone,
       false, "normal", "the engine plays one style"},
      {"newgame", nullptr, Type::kButton, 0, 0, 0, {}, kNoField, Fx::kNewGame, true},
      {"rules", "Rules", Type::kCombo, 0, 0, 0, rule_set_values(),
       CustomField{rules_text, set_rules}, Fx::kRules, true},
      {"level", "Level", Type::kSpin, 1, 1, 5, {}, &E::level, Fx::kNone, false},
      {"seed", "Seed", Type::kSpin, 0, 0, 2147483647, {}, &E::seed, Fx::kSeed, true},
      {nullptr, "MultiPV", Type::kSpin, 1, 1, 128, {}, &E::multipv, Fx::kNone, false},
      {nullptr, "Clear Hash", Type::kButton, 0, 0, 0, {}, kNoField, Fx::kClearHash, true},
      {nullptr, "Move Overhead", Type::kSpin, 0, 0, 5000, {}, &E::move_overhead_ms, Fx::kNone,
       false},
      {"evalfile", "EvalFile", Type::kString, 0, 0, 0, {}, &E::eval_file, Fx::kNetwork, true},
      {"usennue", "UseNNUE", Type::kCheck, 0, 0, 0, {}, &E::use_nnue, Fx::kUseNnue, true},
      // Strength, as GUIs' settings dialogs send it; the range is the calibrated one.
      {"limitstrength", "UCI_LimitStrength", Type::kCheck, 0, 0, 0, {}, &E::limit_strength,
       Fx::kNone, false},
      {"elo", "UCI_Elo", Type::kSpin, search::kEloMin, search::kEloMin, search::kEloMax, {},
       &E::elo, Fx::kNone, false},
      {"skilllevel", "Skill Level", Type::kSpin, 0, 0, kSkillMax, {}, &E::skill_level, Fx::kNone,
       false},
      {"repetitionrule", "Repetition Rule", Type::kCombo, 0, 0, 0, kRepetitionRules,
       CustomField{repetition_rule_text, set_repetition_rule}, Fx::kRules, true},
      // Multi-variant GUIs learn an engine's game from UCI_Variant (and otherwise assume chess);
      // xiangqi is its only value.
      {nullptr, "UCI_Variant", Type::kCombo, 0, 0, 0, {"xiangqi"}, kNoField, Fx::kNone, false,
       "xiangqi"},
      // The table's stored values were judged by the no-capture limit before: kClearHash.
      {"sixtymoverule", "Sixty Move Rule", Type::kCheck, 0, 0, 0, {}, &E::sixty_move_rule,
       Fx::kClearHash, true},
      {"rule60maxply", "Rule60MaxPly", Type::kSpin, 0, 0, 1000, {}, &E::rule60_max_ply,
       Fx::kClearHash, true},
      {"drawrule", "Draw Rule", Type::kCombo, 0, 0, 0, kDrawRules, kNoField, Fx::kNone, false,
       "None", "the search scores every draw 0 for both sides (it has no contempt setting)"},
      {"matethreatdepth", "Mate Threat Depth", Type::kSpin, 0, 0, 100, {}, kNoField, Fx::kNone,
       false, "0",
       "the Asian rules cotuong judges by do not count a threat of mate as a chase (the Chinese "
       "rules, which cotuong does not offer, do)"},
      {"showwdl", "UCI_ShowWDL", Type::kCheck, 0, 0, 0, {}, &E::show_wdl, Fx::kNone, false},
      // clang-format on
  };
  return table;
}

// Returns the table row whose UCCI or UCI name is `name` (any case), or null.
const Row* find(absl::string_view name) {
  for (const Row& d : rows())
    if ((d.ucci_name && absl::EqualsIgnoreCase(name, d.ucci_name)) ||
        (d.uci_name && absl::EqualsIgnoreCase(name, d.uci_name)))
      return &d;
  return nullptr;
}

// Returns the option's name as `dialect` spells it (the other dialect's where it has none).
const char* shown_name(const Row& d, Dialect dialect) {
  const char* own = dialect == Dialect::kUci ? d.uci_name : d.ucci_name;
  return own ? own : dialect == Dialect::kUci ? d.ucci_name : d.uci_name;
}

// Returns the current value of an option as announced text (the default when options is fresh).
std::string value_text(const EngineOptions& o, const Row& d) {
  struct Text {
    const EngineOptions& o;
    const Row& d;
    std::string operator()(std::monostate) const { return d.fixed_value ? d.fixed_value : ""; }
    std::string operator()(bool E::*f) const { return o.*f ? "true" : "false"; }
    std::string operator()(int E::*f) const { return absl::StrCat(o.*f); }
    std::string operator()(std::string E::*f) const {
      return (o.*f).empty() ? std::string("<empty>") : o.*f;
    }
    std::string operator()(const CustomField& f) const { return f.get(o); }
  };
  return std::visit(Text{o, d}, d.field);
}

const char* type_name(Type t) {
  switch (t) {
    case Type::kCheck:
      return "check";
    case Type::kSpin:
      return "spin";
    case Type::kCombo:
      return "combo";
    case Type::kString:
      return "string";
    case Type::kButton:
      return "button";
  }
  return "";
}

// Returns the value of a check option: true/on/1/yes or false/off/0/no.
absl::StatusOr<bool> parse_check(absl::string_view name, absl::string_view value) {
  for (const char* t : {"true", "on", "1", "yes"})
    if (absl::EqualsIgnoreCase(value, t)) return true;
  for (const char* f : {"false", "off", "0", "no"})
    if (absl::EqualsIgnoreCase(value, f)) return false;
  return absl::InvalidArgumentError(
      absl::StrCat("option ", name, ": \"", quote(value), "\" is not true/false/on/off"));
}

// Returns what setting an option the engine ignores does: nothing, silently when the value is
// its only one (what the engine does anyway), else Unimplemented saying why.
absl::StatusOr<OptionEffect> ignored(const Row& d, absl::string_view value, Dialect dialect) {
  if (value == d.fixed_value) return OptionEffect::kNone;
  return absl::UnimplementedError(absl::StrCat("option ", shown_name(d, dialect), " ", value,
                                               " is accepted but ignored: ", d.ignored_because));
}

// Sets the rules a Repetition Rule value names, or returns Unimplemented saying why cotuong
// cannot honour it (the rules then stay as they are).
absl::Status set_repetition_rule(EngineOptions& o, absl::string_view value) {
  if (value == "AsianRule") {
    o.rules = rules::RuleSet::kAsian;
    return absl::OkStatus();
  }
  if (value == "NoJudgement") {
    o.rules = rules::RuleSet::kCasual;  // repetition is a plain draw
    return absl::OkStatus();
  }
  const char* why =
      value == "ChineseRule"
          ? "cotuong has no Chinese rule set: those rules count a threat of mate as a forcing "
            "move and settle chases by worked diagrams published only as pictures, so no test "
            "could hold the engine to them"
      : value == "AllowChase"
          ? "cotuong has no rule set that forbids perpetual check but allows perpetual chase "
            "(NoJudgement allows both)"
          : "its repetition rules are not published as positions and verdicts that cotuong "
            "could be tested against";
  return absl::UnimplementedError(absl::StrCat("cannot be honoured: ", why, "; the rules stay ",
                                               rules::rule_set_name(o.rules)));
}

// Returns the tunable search constant whose name is `name` (any case), or null; always null
// outside a tuning build.
const search::TunableDef* find_tunable(absl::string_view name) {
  if (!search::kTuningBuild) return nullptr;
  for (const search::TunableDef& t : search::kTunableDefs)
    if (absl::EqualsIgnoreCase(name, absl::string_view(t.name.data(), t.name.size()))) return &t;
  return nullptr;
}

// Sets a tunable search constant from its option text, within its range.
absl::StatusOr<OptionEffect> set_tunable(EngineOptions& options, const search::TunableDef& t,
                                         absl::string_view value) {
  int v = 0;
  if (!absl::SimpleAtoi(absl::StripAsciiWhitespace(value), &v) || v < t.min || v > t.max)
    return absl::InvalidArgumentError(absl::StrCat("option ", std::string(t.name), ": \"",
                                                   quote(value), "\" is not a number from ", t.min,
                                                   " to ", t.max));
  options.tunables.*t.field = v;
  return OptionEffect::kTunables;
}

}  // namespace

int strength_elo(const EngineOptions& options) {
  if (options.limit_strength) return options.elo;
  if (options.skill_level >= kSkillMax) return 0;
  return search::kEloMin + (search::kEloMax - search::kEloMin) * options.skill_level / kSkillMax;
}

int played_level(const EngineOptions& options) {
  const int elo = strength_elo(options);
  return elo > 0 ? search::strength_preset(elo).level : options.level;
}

rules::Rules rules_of(const EngineOptions& options) {
  if (!options.sixty_move_rule) return rules::Rules(options.rules, 0);
  if (options.rule60_max_ply > 0) return rules::Rules(options.rules, options.rule60_max_ply);
  return rules::Rules(options.rules);
}

std::vector<std::string> option_lines(Dialect dialect) {
  const EngineOptions defaults;
  std::vector<std::string> lines;
  for (const Row& d : rows()) {
    const char* name = dialect == Dialect::kUcci ? d.ucci_name : d.uci_name;
    if (!name) continue;
    std::string line = dialect == Dialect::kUcci ? absl::StrCat("option ", name, " type ")
                                                 : absl::StrCat("option name ", name, " type ");
    line += type_name(d.type);
    int min = dialect == Dialect::kUcci ? d.ucci_min : d.uci_min;
    std::string def = value_text(defaults, d);
    switch (d.type) {
      case Type::kSpin:
        // UCCI puts the range first (ElephantEye's order); UCI the default first.
        if (dialect == Dialect::kUcci)
          absl::StrAppend(&line, " min ", min, " max ", d.max, " default ", def);
        else
          absl::StrAppend(&line, " default ", def, " min ", min, " max ", d.max);
        break;
      case Type::kCombo:
        if (dialect == Dialect::kUci) absl::StrAppend(&line, " default ", def);
        for (const char* v : d.vars) absl::StrAppend(&line, " var ", v);
        if (dialect == Dialect::kUcci) absl::StrAppend(&line, " default ", def);
        break;
      case Type::kCheck:
      case Type::kString:
        absl::StrAppend(&line, " default ", def);
        break;
      case Type::kButton:
        break;
    }
    lines.push_back(std::move(line));
  }
  if (search::kTuningBuild)
    for (const search::TunableDef& t : search::kTunableDefs) {
      const std::string name(t.name);
      lines.push_back(dialect == Dialect::kUcci
                          ? absl::StrCat("option ", name, " type spin min ", t.min, " max ", t.max,
                                         " default ", t.default_value)
                          : absl::StrCat("option name ", name, " type spin default ",
                                         t.default_value, " min ", t.min, " max ", t.max));
    }
  return lines;
}

std::string option_name(absl::string_view name, Dialect dialect) {
  const Row* d = find(name);
  return d ? shown_name(*d, dialect) : std::string(name);
}

bool is_option_name(absl::string_view name) { return find(name) || find_tunable(name); }

bool option_needs_idle(absl::string_view name) {
  const Row* d = find(name);
  return (d && d->needs_idle) || find_tunable(name);
}

absl::StatusOr<OptionEffect> set_option(EngineOptions& options, absl::string_view name,
                                        absl::string_view value, Dialect dialect) {
  const Row* d = find(name);
  if (const search::TunableDef* t = d ? nullptr : find_tunable(name))
    return set_tunable(options, *t, value);
  if (!d) return absl::NotFoundError(absl::StrCat("unknown option \"", quote(name), "\" ignored"));
  const std::string shown = shown_name(*d, dialect);
  value = absl::StripAsciiWhitespace(value);
  // The value checked against the row's type: its text as the option is shown.
  std::string text;
  bool check = false;
  int number = 0;
  switch (d->type) {
    case Type::kButton:
      return d->effect;
    case Type::kCheck: {
      absl::StatusOr<bool> v = parse_check(shown, value);
      if (!v.ok()) return v.status();
      check = *v;
      text = check ? "true" : "false";
      break;
    }
    case Type::kSpin: {
      int min = dialect == Dialect::kUci ? d->uci_min : d->ucci_min;
      if (!absl::SimpleAtoi(value, &number) || number < min || number > d->max)
        return absl::InvalidArgumentError(absl::StrCat("option ", shown, ": \"", quote(value),
                                                       "\" is not a number from ", min, " to ",
                                                       d->max));
      text = absl::StrCat(number);
      break;
    }
    case Type::kCombo: {
      for (const char* v : d->vars)
        if (absl::EqualsIgnoreCase(value, v)) text = v;
      if (text.empty())
        return absl::InvalidArgumentError(absl::StrCat("option ", shown, ": \"", quote(value),
                                                       "\" is not one of ",
                                                       absl::StrJoin(d->vars, "/")));
      break;
    }
    case Type::kString:
      text = value == "<empty>" ? "" : std::string(value);
      break;
  }
  if (d->ignored_because) return ignored(*d, text, dialect);
  struct Set {
    EngineOptions& o;
    bool check;
    int number;
    const std::string& text;
    absl::Status operator()(std::monostate) const { return absl::OkStatus(); }
    absl::Status operator()(bool E::*f) const {
      o.*f = check;
      return absl::OkStatus();
    }
    absl::Status operator()(int E::*f) const {
      o.*f = number;
      return absl::OkStatus();
    }
    absl::Status operator()(std::string E::*f) const {
      o.*f = text;
      return absl::OkStatus();
    }
    absl::Status operator()(const CustomField& f) const { return f.set(o, text); }
  };
  if (absl::Status set = std::visit(Set{options, check, number, text}, d->field); !set.ok())
    return absl::Status(set.code(), absl::StrCat("option ", shown, " ", text, " ", set.message()));
  return d->effect;
}

}  // namespace cotuong::protocol
