#include "protocol/options.h"

#include <string>
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

enum class Id {
  kUseMillisec,
  kBatch,
  kDebug,
  kPonder,
  kUseBook,
  kBookFiles,
  kHash,
  kThreads,
  kIdle,
  kPromotion,
  kPruning,
  kKnowledge,
  kRandomness,
  kStyle,
  kNewGame,
  kRules,
  kLevel,
  kSeed,
  kMultiPv,
  kClearHash,
  kMoveOverhead,
  kEvalFile,
  kUseNnue,
  kLimitStrength,
  kElo,
  kSkillLevel,
  kRepetitionRule,
  kSixtyMoveRule,
  kRule60MaxPly,
  kDrawRule,
  kMateThreatDepth,
  kShowWdl,
  kVariant,
};

// One option as announced. A null name means the dialect does not announce it (it is still
// accepted under the other dialect's name).
struct Def {
  Id id;
  const char* ucci_name;
  const char* uci_name;
  Type type;
  int ucci_min, uci_min, max;
  std::vector<const char*> vars;  // combo values
  bool needs_idle;                // changes the searcher: refused while thinking
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

const std::vector<Def>& defs() {
  static const std::vector<Def> table = {
      {Id::kUseMillisec, "usemillisec", nullptr, Type::kCheck, 0, 0, 0, {}, false},
      {Id::kBatch, "batch", nullptr, Type::kCheck, 0, 0, 0, {}, false},
      {Id::kDebug, "debug", nullptr, Type::kCheck, 0, 0, 0, {}, false},
      {Id::kPonder, "ponder", "Ponder", Type::kCheck, 0, 0, 0, {}, false},
      {Id::kUseBook, "usebook", "OwnBook", Type::kCheck, 0, 0, 0, {}, false},
      {Id::kBookFiles, "bookfiles", "Book File", Type::kString, 0, 0, 0, {}, false},
      {Id::kHash, "hashsize", "Hash", Type::kSpin, 0, 1, 65536, {}, true},
      {Id::kThreads, "threads", "Threads", Type::kSpin, 0, 1, 256, {}, true},
      {Id::kIdle, "idle", nullptr, Type::kCombo, 0, 0, 0, kLevels, false},
      {Id::kPromotion, "promotion", nullptr, Type::kCheck, 0, 0, 0, {}, false},
      {Id::kPruning, "pruning", nullptr, Type::kCombo, 0, 0, 0, kLevels, false},
      {Id::kKnowledge, "knowledge", nullptr, Type::kCombo, 0, 0, 0, kLevels, false},
      {Id::kRandomness, "randomness", nullptr, Type::kCombo, 0, 0, 0, kLevels, false},
      {Id::kStyle, "style", nullptr, Type::kCombo, 0, 0, 0, {"solid", "normal", "risky"}, false},
      {Id::kNewGame, "newgame", nullptr, Type::kButton, 0, 0, 0, {}, true},
      {Id::kRules, "rules", "Rules", Type::kCombo, 0, 0, 0, rule_set_values(), true},
      {Id::kLevel, "level", "Level", Type::kSpin, 1, 1, 5, {}, false},
      {Id::kSeed, "seed", "Seed", Type::kSpin, 0, 0, 2147483647, {}, true},
      {Id::kMultiPv, nullptr, "MultiPV", Type::kSpin, 1, 1, 128, {}, false},
      {Id::kClearHash, nullptr, "Clear Hash", Type::kButton, 0, 0, 0, {}, true},
      {Id::kMoveOverhead, nullptr, "Move Overhead", Type::kSpin, 0, 0, 5000, {}, false},
      {Id::kEvalFile, "evalfile", "EvalFile", Type::kString, 0, 0, 0, {}, true},
      {Id::kUseNnue, "usennue", "UseNNUE", Type::kCheck, 0, 0, 0, {}, true},
      // Strength, as GUIs' settings dialogs send it; the range is the calibrated one.
      {Id::kLimitStrength, "limitstrength", "UCI_LimitStrength", Type::kCheck, 0, 0, 0, {}, false},
      {Id::kElo,
       "elo",
       "UCI_Elo",
       Type::kSpin,
       search::kEloMin,
       search::kEloMin,
       search::kEloMax,
       {},
       false},
      {Id::kSkillLevel, "skilllevel", "Skill Level", Type::kSpin, 0, 0, kSkillMax, {}, false},
      {Id::kRepetitionRule, "repetitionrule", "Repetition Rule", Type::kCombo, 0, 0, 0,
       kRepetitionRules, true},
      // Multi-variant GUIs learn an engine's game from UCI_Variant (and otherwise assume chess).
      {Id::kVariant, nullptr, "UCI_Variant", Type::kCombo, 0, 0, 0, {"xiangqi"}, false},
      {Id::kSixtyMoveRule, "sixtymoverule", "Sixty Move Rule", Type::kCheck, 0, 0, 0, {}, true},
      {Id::kRule60MaxPly, "rule60maxply", "Rule60MaxPly", Type::kSpin, 0, 0, 1000, {}, true},
      {Id::kDrawRule, "drawrule", "Draw Rule", Type::kCombo, 0, 0, 0, kDrawRules, false},
      {Id::kMateThreatDepth,
       "matethreatdepth",
       "Mate Threat Depth",
       Type::kSpin,
       0,
       0,
       100,
       {},
       false},
      {Id::kShowWdl, "showwdl", "UCI_ShowWDL", Type::kCheck, 0, 0, 0, {}, false},
  };
  return table;
}

// Returns why the engine does not act on an option (whose value is then always its default), or
// null for one it acts on.
const char* ignored_because(Id id) {
  switch (id) {
    case Id::kBatch:
      return "the engine's output is the same in batch mode";
    case Id::kDebug:
      return "the engine has no debugging output";
    case Id::kIdle:
      return "the engine never thinks while idle (pondering is `go ponder`)";
    case Id::kPromotion:
      return "the engine plays xiangqi without pawn promotion";
    case Id::kPruning:
      return "the search prunes as it does at full strength; the level option plays weaker";
    case Id::kKnowledge:
      return "the evaluation is whole at full strength; the level option plays weaker";
    case Id::kRandomness:
      return "levels 1-4 (the level option) choose at random among near-best moves";
    case Id::kStyle:
      return "the engine plays one style";
    case Id::kDrawRule:
      return "the search scores every draw 0 for both sides (it has no contempt setting)";
    case Id::kMateThreatDepth:
      return "the Asian rules cotuong judges by do not count a threat of mate as a chase (the "
             "Chinese rules, which cotuong does not offer, do)";
    default:
      return nullptr;
  }
}

// Returns the table entry whose UCCI or UCI name is `name` (any case), or null.
const Def* find(absl::string_view name) {
  for (const Def& d : defs())
    if ((d.ucci_name && absl::EqualsIgnoreCase(name, d.ucci_name)) ||
        (d.uci_name && absl::EqualsIgnoreCase(name, d.uci_name)))
      return &d;
  return nullptr;
}

// Returns the option's name as `dialect` spells it (the other dialect's where it has none).
const char* shown_name(const Def& d, Dialect dialect) {
  const char* own = dialect == Dialect::kUci ? d.uci_name : d.ucci_name;
  return own ? own : dialect == Dialect::kUci ? d.ucci_name : d.uci_name;
}

// Returns the current value of an option as announced text (the default when options is fresh).
std::string value_text(const EngineOptions& o, Id id) {
  auto b = [](bool v) -> std::string { return v ? "true" : "false"; };
  auto s = [](const std::string& v) { return v.empty() ? std::string("<empty>") : v; };
  switch (id) {
    case Id::kUseMillisec:
      return b(o.usemillisec);
    case Id::kBatch:
    case Id::kDebug:
    case Id::kPromotion:
      return "false";
    case Id::kPonder:
      return b(o.ponder);
    case Id::kUseBook:
      return b(o.use_book);
    case Id::kBookFiles:
      return s(o.book_files);
    case Id::kHash:
      return absl::StrCat(o.hash_mb);
    case Id::kThreads:
      return absl::StrCat(o.threads);
    case Id::kIdle:
    case Id::kRandomness:
      return "none";
    case Id::kPruning:
    case Id::kKnowledge:
      return "large";
    case Id::kStyle:
      return "normal";
    case Id::kRules:
      return rules::rule_set_name(o.rules);
    case Id::kLevel:
      return absl::StrCat(o.level);
    case Id::kSeed:
      return absl::StrCat(o.seed);
    case Id::kMultiPv:
      return absl::StrCat(o.multipv);
    case Id::kMoveOverhead:
      return absl::StrCat(o.move_overhead_ms);
    case Id::kEvalFile:
      return s(o.eval_file);
    case Id::kUseNnue:
      return b(o.use_nnue);
    case Id::kLimitStrength:
      return b(o.limit_strength);
    case Id::kElo:
      return absl::StrCat(o.elo);
    case Id::kSkillLevel:
      return absl::StrCat(o.skill_level);
    case Id::kRepetitionRule:
      return o.rules == rules::RuleSet::kCasual ? "NoJudgement" : "AsianRule";
    case Id::kSixtyMoveRule:
      return b(o.sixty_move_rule);
    case Id::kRule60MaxPly:
      return absl::StrCat(o.rule60_max_ply);
    case Id::kDrawRule:
      return "None";
    case Id::kMateThreatDepth:
      return "0";
    case Id::kShowWdl:
      return b(o.show_wdl);
    case Id::kVariant:
      return "xiangqi";
    case Id::kNewGame:
    case Id::kClearHash:
      return "";
  }
  return "";
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
// the default (what the engine does anyway), else Unimplemented saying why.
absl::StatusOr<OptionEffect> ignored(const Def& d, absl::string_view value, Dialect dialect) {
  if (value == value_text(EngineOptions(), d.id)) return OptionEffect::kNone;
  return absl::UnimplementedError(
      absl::StrCat("option ", shown_name(d, dialect), " ", value,
                   " is accepted but ignored: ", ignored_because(d.id)));
}

// Returns the rule set a Repetition Rule value names, or Unimplemented saying why cotuong cannot
// honour it (the rules then stay `current`); `shown` is the option's name in the dialect.
absl::StatusOr<rules::RuleSet> repetition_rule(absl::string_view shown, absl::string_view value,
                                               rules::RuleSet current) {
  if (value == "AsianRule") return rules::RuleSet::kAsian;
  if (value == "NoJudgement") return rules::RuleSet::kCasual;  // repetition is a plain draw
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
  return absl::UnimplementedError(absl::StrCat("option ", shown, " ", value,
                                               " cannot be honoured: ", why, "; the rules stay ",
                                               rules::rule_set_name(current)));
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
  for (const Def& d : defs()) {
    const char* name = dialect == Dialect::kUcci ? d.ucci_name : d.uci_name;
    if (!name) continue;
    std::string line = dialect == Dialect::kUcci ? absl::StrCat("option ", name, " type ")
                                                 : absl::StrCat("option name ", name, " type ");
    line += type_name(d.type);
    int min = dialect == Dialect::kUcci ? d.ucci_min : d.uci_min;
    std::string def = value_text(defaults, d.id);
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
  const Def* d = find(name);
  return d ? shown_name(*d, dialect) : std::string(name);
}

bool is_option_name(absl::string_view name) { return find(name) || find_tunable(name); }

bool option_needs_idle(absl::string_view name) {
  const Def* d = find(name);
  return (d && d->needs_idle) || find_tunable(name);
}

absl::StatusOr<OptionEffect> set_option(EngineOptions& options, absl::string_view name,
                                        absl::string_view value, Dialect dialect) {
  const Def* d = find(name);
  if (const search::TunableDef* t = d ? nullptr : find_tunable(name))
    return set_tunable(options, *t, value);
  if (!d) return absl::NotFoundError(absl::StrCat("unknown option \"", quote(name), "\" ignored"));
  const std::string shown = shown_name(*d, dialect);
  value = absl::StripAsciiWhitespace(value);
  EngineOptions& o = options;
  switch (d->type) {
    case Type::kButton:
      return d->id == Id::kNewGame ? OptionEffect::kNewGame : OptionEffect::kClearHash;
    case Type::kCheck: {
      absl::StatusOr<bool> v = parse_check(shown, value);
      if (!v.ok()) return v.status();
      if (ignored_because(d->id)) return ignored(*d, *v ? "true" : "false", dialect);
      bool* field = d->id == Id::kUseMillisec     ? &o.usemillisec
                    : d->id == Id::kPonder        ? &o.ponder
                    : d->id == Id::kUseBook       ? &o.use_book
                    : d->id == Id::kLimitStrength ? &o.limit_strength
                    : d->id == Id::kSixtyMoveRule ? &o.sixty_move_rule
                    : d->id == Id::kShowWdl       ? &o.show_wdl
                                                  : &o.use_nnue;
      *field = *v;
      // The table's stored values were judged by the no-capture limit before.
      if (d->id == Id::kSixtyMoveRule) return OptionEffect::kClearHash;
      return d->id == Id::kUseNnue ? OptionEffect::kUseNnue : OptionEffect::kNone;
    }
    case Type::kSpin: {
      int v = 0;
      int min = dialect == Dialect::kUci ? d->uci_min : d->ucci_min;
      if (!absl::SimpleAtoi(value, &v) || v < min || v > d->max)
        return absl::InvalidArgumentError(absl::StrCat("option ", shown, ": \"", quote(value),
                                                       "\" is not a number from ", min, " to ",
                                                       d->max));
      if (ignored_because(d->id)) return ignored(*d, absl::StrCat(v), dialect);
      switch (d->id) {
        case Id::kHash:
          o.hash_mb = v;
          return OptionEffect::kHash;
        case Id::kThreads:
          o.threads = v;
          return OptionEffect::kThreads;
        case Id::kLevel:
          o.level = v;
          return OptionEffect::kNone;
        case Id::kSeed:
          o.seed = v;
          return OptionEffect::kSeed;
        case Id::kMultiPv:
          o.multipv = v;
          return OptionEffect::kNone;
        case Id::kElo:
          o.elo = v;
          return OptionEffect::kNone;
        case Id::kSkillLevel:
          o.skill_level = v;
          return OptionEffect::kNone;
        case Id::kRule60MaxPly:
          o.rule60_max_ply = v;
          return OptionEffect::kClearHash;  // stored values were judged by the limit before
        default:
          o.move_overhead_ms = v;
          return OptionEffect::kNone;
      }
    }
    case Type::kCombo: {
      const char* chosen = nullptr;
      for (const char* v : d->vars)
        if (absl::EqualsIgnoreCase(value, v)) chosen = v;
      if (!chosen)
        return absl::InvalidArgumentError(absl::StrCat("option ", shown, ": \"", quote(value),
                                                       "\" is not one of ",
                                                       absl::StrJoin(d->vars, "/")));
      if (ignored_because(d->id)) return ignored(*d, chosen, dialect);
      if (d->id == Id::kVariant) return OptionEffect::kNone;  // xiangqi, the only value
      if (d->id == Id::kRepetitionRule) {
        absl::StatusOr<rules::RuleSet> set = repetition_rule(shown, chosen, o.rules);
        if (!set.ok()) return set.status();
        o.rules = *set;
        return OptionEffect::kRules;
      }
      o.rules = *rules::parse_rule_set(chosen);  // the rules option: one of the rule sets' names
      return OptionEffect::kRules;
    }
    case Type::kString: {
      std::string text = value == "<empty>" ? "" : std::string(value);
      if (d->id == Id::kEvalFile) {
        o.eval_file = std::move(text);
        return OptionEffect::kNetwork;
      }
      o.book_files = std::move(text);
      return OptionEffect::kBook;
    }
  }
  return OptionEffect::kNone;
}

}  // namespace cotuong::protocol
