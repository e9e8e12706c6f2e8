// The state a page draws, as JSON: PageSession::state_locked() (kept apart from the session's
// logic in page_session.cpp).
#include "absl/strings/str_cat.h"
#include "core/movegen.h"
#include "notation/notation.h"
#include "play/person_game.h"
#include "play/player_levels.h"
#include "serve/page_session.h"

namespace cotuong::serve {

namespace {

constexpr notation::Style kListStyles[] = {notation::Style::kVietnamese, notation::Style::kWxf,
                                           notation::Style::kChinese};
constexpr const char* kListStyleKeys[] = {"vn", "wxf", "zh"};

// Returns a score the page shows and draws: its text ("+0.35", "#5"), centipawns (mates
// clipped) and mate in moves (null when not a mate), from Red's side.
Json score_json(Value red_score) {
  Json j;
  j["text"] = analysis::format_eval(red_score);
  const bool mate = search::is_mate_score(red_score);
  j["cp"] = mate ? (red_score > 0 ? 10000 : -10000) : int(red_score);
  j["mate"] = mate ? Json(search::mate_moves(red_score)) : Json(nullptr);
  return j;
}

// Returns the code of why a takeback is refused, for the page's words (page.takeback.*): "clock",
// "rules", "nothing", "none_left"; "" when one is allowed.
const char* takeback_refusal_code(const std::optional<play::NoTakeback>& no) {
  if (!no) return "";
  switch (*no) {
    case play::NoTakeback::kClockDecided:
      return "clock";
    case play::NoTakeback::kRulesForbid:
      return "rules";
    case play::NoTakeback::kNothingToTakeBack:
      return "nothing";
    case play::NoTakeback::kNoneLeft:
      return "none_left";
  }
  return "";
}

}  // namespace

Json line_json(Position pos, const std::vector<Move>& line) {
  Json j = {{"ucci", Json::array()},
            {"vn", Json::array()},
            {"wxf", Json::array()},
            {"zh", Json::array()}};
  for (Move m : line) {
    if (!pos.is_legal(m)) break;
    j["ucci"].push_back(to_ucci(m));
    for (size_t s = 0; s < std::size(kListStyles); ++s)
      j[kListStyleKeys[s]].push_back(notation::format_move(pos, m, kListStyles[s]));
    pos.do_move(m);
  }
  return j;
}

const char* side_word(Color c) { return c == RED ? "red" : "black"; }

uint64_t PageSession::moves_key_locked() const {
  // FNV-1a over the moves and, once reviewed, their marks and evaluations.
  uint64_t h = 14695981039346656037ull;
  auto mix = [&h](uint64_t v) {
    for (int i = 0; i < 8; ++i, v >>= 8) h = (h ^ (v & 0xff)) * 1099511628211ull;
  };
  const std::vector<Move>& moves = game_.game().moves();
  mix(moves.size());
  for (Move m : moves) mix(m);
  const bool reviewed = review_.review && review_.review->moves.size() == moves.size();
  mix(reviewed);
  if (reviewed)
    for (const analysis::MoveReview& r : review_.review->moves)
      mix(uint64_t(r.mark) << 32 | uint32_t(r.eval_after));
  h &= (uint64_t(1) << 53) - 1;  // a JavaScript number holds it exactly
  return h ? h : 1;
}

Json PageSession::state_locked(uint64_t known_moves) const {
  const rules::Game& game = game_.game();
  const Position& pos = game.position();
  const rules::Verdict v = verdict_locked();
  const play::PersonGameSettings& settings = game_.settings();
  const bool two = !settings.against_engine;
  const Color stm = pos.side_to_move();
  Json s;
  s["version"] = version_;
  s["closed"] = closing_;
  s["mode"] = two ? "two" : "engine";
  s["human"] = side_word(settings.human);
  s["level"] = settings.level;
  s["level_name"] = play::level_name(settings.level);
  s["rules"] = rules::rule_set_name(settings.rules);
  s["start_fen"] = game.start().fen();
  s["fen"] = pos.fen();
  s["side"] = side_word(stm);
  s["first_move_number"] = game.start().fullmove_number();
  s["black_started"] = game.start().side_to_move() == BLACK;

  // The moves in every notation, with the review's marks once the game is reviewed; left out
  // when the page holds this list already.
  const std::vector<Move>& moves = game.moves();
  const uint64_t moves_key = moves_key_locked();
  s["moves_key"] = moves_key;
  if (moves_key != known_moves) {
    std::vector<std::string> texts[std::size(kListStyles)];
    for (size_t k = 0; k < std::size(kListStyles); ++k)
      texts[k] = play::move_texts(game, kListStyles[k]);
    const bool reviewed = review_.review && review_.review->moves.size() == moves.size();
    Json list = Json::array();
    for (size_t i = 0; i < moves.size(); ++i) {
      Json m = {{"ucci", to_ucci(moves[i])}};
      for (size_t k = 0; k < std::size(kListStyles); ++k) m[kListStyleKeys[k]] = texts[k][i];
      if (reviewed) {
        const analysis::MoveReview& r = review_.review->moves[i];
        m["mark"] = analysis::mark_text(r.mark);
        m["eval"] = analysis::format_eval(r.eval_after);
      }
      list.push_back(std::move(m));
    }
    s["moves"] = std::move(list);
  }
  s["last_move"] = moves.empty() ? Json(nullptr) : Json(to_ucci(moves.back()));
  s["in_check"] = pos.in_check();
  s["check_square"] = pos.in_check() ? Json(square_name(pos.king_square(stm))) : Json(nullptr);
  const book::Opening* opening = play::opening_of(game);
  s["opening"] = opening ? opening->display() : "";
  s["message"] = message_ ? messages::render(*message_, lang_) : std::string();

  // The person to move may move; the page shows these targets and nothing else.
  const bool may_move = !closing_ && !v.over() && (two || stm == settings.human);
  Json legal = Json::array();
  if (may_move)
    for (Move m : MoveList<LEGAL>(pos)) legal.push_back(to_ucci(m));
  s["legal"] = std::move(legal);
  s["thinking"] = running_ == Job::kEngineMove || engine_to_move_locked();

  Json verdict = {{"over", v.over()},
                  {"result", rules::result_text(v.result)},
                  {"rule", v.rule},
                  {"termination", v.termination},
                  {"explanation", messages::render(v.message, lang_)}};
  verdict["rule_text"] = messages::render(rules::rule_name(v), lang_);  // in the page's words
  verdict["at_fault"] = v.at_fault ? Json(side_word(*v.at_fault)) : Json(nullptr);
  std::string warning;
  if (!v.over() && v.repetition_warning) {
    warning = v.at_fault
                  ? messages::render(
                        messages::Message("page.session.repetition_must_vary")
                            .with("side", messages::Message(*v.at_fault == RED ? "color.red"
                                                                               : "color.black"))
                            .with("why", v.message),
                        lang_)
                  : messages::text("page.session.repetition", lang_);
  }
  verdict["warning"] = warning;
  s["verdict"] = std::move(verdict);

  const absl::Status takeback = takeback_refusal_locked();
  s["takebacks"] = {{"allowance", game_.takeback_allowance()},
                    {"used", game_.takebacks_used()},
                    {"left", game_.takebacks_left()},  // -1: no limit
                    {"can", takeback.ok()},
                    {"why_not", std::string(takeback.message())},
                    {"why_not_code", takeback_refusal_code(game_.takeback_refused())}};

  if (const std::optional<GameClock>& clock = game_.clock()) {
    const SteadyTime t = now();
    s["clock"] = {
        {"preset", clock->preset().name},
        {"initial_ms", clock->preset().initial_ms},
        {"increment_ms", clock->preset().increment_ms},
        {"move_cap_ms", clock->move_cap_ms()},
        {"red_ms", clock->remaining_ms(RED, t)},
        {"black_ms", clock->remaining_ms(BLACK, t)},
        {"running", clock->running() ? Json(side_word(*clock->running())) : Json(nullptr)}};
  } else {
    s["clock"] = nullptr;
  }

  Json analysis = {{"allowed", analysis_allowed_locked()},
                   {"on", analysis_on_},
                   {"multipv", multipv_},
                   {"running", running_ == Job::kAnalysis}};
  Json lines = Json::array();
  if (analysed_generation_ == generation_)
    for (const AnalysisLine& l : lines_) {
      if (l.pv.empty()) continue;
      Json line = {{"depth", l.depth}, {"score", score_json(l.score)}};
      line["pv"] = line_json(pos, l.pv);
      lines.push_back(std::move(line));
    }
  analysis["lines"] = std::move(lines);
  s["analysis"] = std::move(analysis);

  Json review = {{"state", review_.review                         ? "done"
                           : review_.running || review_requested_ ? "running"
                                                                  : "none"},
                 {"done", review_.done},
                 {"total", review_.total},
                 {"depth", config_.review_depth}};
  if (review_.review) {
    review["svg"] = review_.svg;
    review["start_eval"] = analysis::format_eval(review_.review->start_eval);
    review["summary"] = {
        messages::render(analysis::summary_message(RED, review_.review->side[RED]), lang_),
        messages::render(analysis::summary_message(BLACK, review_.review->side[BLACK]), lang_)};
  }
  s["review"] = std::move(review);

  Json record = Json::array();
  for (int level = search::kLevelMin; level <= search::kLevelMax; ++level) {
    const play::LevelRecord& r = record_[level - 1];
    record.push_back({{"level", level},
                      {"name", play::level_name(level)},
                      {"wins", r.wins},
                      {"draws", r.draws},
                      {"losses", r.losses}});
  }
  s["record"] = std::move(record);
  s["record_note"] = record_note_ ? messages::render(*record_note_, lang_) : std::string();
  s["record_error"] = record_error_;
  return s;
}

}  // namespace cotuong::serve
