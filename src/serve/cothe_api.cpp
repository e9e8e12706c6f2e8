#include "serve/cothe_api.h"

#include <variant>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "book/compositions.h"
#include "core/movegen.h"
#include "search/mate_solver.h"
#include "search/search.h"
#include "serve/page_session.h"

namespace cotuong::serve {

namespace {

using messages::Lang;
using messages::Message;

constexpr int kHintHashMb = 16;

// Returns the placement and side to move of a position's FEN, what two FENs of one position share
// (the move counters aside).
std::string position_key(const Position& pos) {
  const std::string fen = pos.fen();
  std::vector<absl::string_view> fields = absl::StrSplit(fen, ' ');
  return absl::StrCat(fields[0], " ", fields.size() > 1 ? fields[1] : "");
}

// Returns a composition as the list shows it (no solution).
Json composition_json(const book::Composition& c) {
  return {{"number", c.number},
          {"kind", c.kind == book::CompositionKind::kClassic ? "classic" : "puzzle"},
          {"vi", c.vietnamese},
          {"zh", c.chinese},
          {"fen", c.fen},
          {"attacker", side_word(c.attacker)},
          {"mate_in", c.mate_in}};
}

// Returns one move of pos in UCCI and the page's notations: {ucci, vn, wxf, zh}.
Json move_json(const Position& pos, Move m) {
  Json line = line_json(pos, {m});
  Json j;
  for (const char* key : {"ucci", "vn", "wxf", "zh"}) j[key] = line[key].at(0);
  return j;
}

// Returns the position of a request's "fen" (a set-up a game can reach, as POST /api/new takes
// it), or why it cannot be played.
std::variant<Position, Message> fen_of(const ApiRequest& request) {
  auto it = request.query.find("fen");
  if (it == request.query.end() || it->second.empty()) return Message("cothe.error.no_fen");
  if (it->second.size() > kMaxFen)
    return Message("cothe.error.fen_too_long").with("n", int(kMaxFen));
  absl::StatusOr<Position> pos = Position::from_fen(it->second);
  if (!pos.ok())
    return Message("cothe.error.fen_refused").with("why", std::string(pos.status().message()));
  return *pos;
}

// Counts a hint in flight while it lives.
class InFlight {
 public:
  explicit InFlight(std::atomic<int>& count) : count_(count) { ++count_; }
  ~InFlight() { --count_; }
  InFlight(const InFlight&) = delete;
  InFlight& operator=(const InFlight&) = delete;

 private:
  std::atomic<int>& count_;
};

}  // namespace

CotheApi::CotheApi(HintLimits limits) : limits_(limits) {}

CotheApi::~CotheApi() = default;

ApiReply CotheApi::list(const ApiRequest&, Lang) const {
  Json all = Json::array();
  for (const book::Composition& c : book::builtin_compositions())
    all.push_back(composition_json(c));
  return json_reply(200, {{"compositions", all}});
}

ApiReply CotheApi::position(const ApiRequest& request, Lang lang) const {
  auto it = request.query.find("number");
  int number = 0;
  if (it == request.query.end() || !absl::SimpleAtoi(it->second, &number))
    return error_reply(400, Message("cothe.error.number"), lang);
  const std::vector<book::Composition>& all = book::builtin_compositions();
  absl::StatusOr<const book::Composition*> c = book::find_composition(all, number);
  if (!c.ok())
    return error_reply(
        404, Message("cothe.error.no_such").with("n", number).with("count", int(all.size())), lang);
  Json j = composition_json(**c);
  j["source"] = (*c)->source;
  j["solution"] = line_json((*c)->position, (*c)->solution);
  return json_reply(200, j);
}

ApiReply CotheApi::check_fen(const ApiRequest& request, Lang lang) const {
  std::variant<Position, Message> read = fen_of(request);
  if (const Message* why = std::get_if<Message>(&read)) return error_reply(400, *why, lang);
  const Position& pos = std::get<Position>(read);
  Json number = nullptr;
  const std::string key = position_key(pos);
  for (const book::Composition& c : book::builtin_compositions())
    if (position_key(c.position) == key) {
      number = c.number;
      break;
    }
  return json_reply(
      200, {{"fen", pos.fen()}, {"side", side_word(pos.side_to_move())}, {"number", number}});
}

ApiReply CotheApi::hint(const ApiRequest& request, Lang lang) {
  std::variant<Position, Message> read = fen_of(request);
  if (const Message* why = std::get_if<Message>(&read)) return error_reply(400, *why, lang);
  const Position& pos = std::get<Position>(read);
  if (count_legal_moves(pos) == 0) return error_reply(409, Message("cothe.error.over"), lang);
  InFlight counted(in_flight_);
  if (in_flight_.load() > limits_.max_in_flight) {
    ApiReply r = error_reply(503, Message("cothe.error.busy"), lang);
    r.retry_after_seconds = 1;
    return r;
  }
  auto draw = request.query.find("draw");
  const bool want_mate = draw == request.query.end() || draw->second != "1";
  if (want_mate) {
    search::MateProblem problem;
    problem.max_moves = limits_.mate_moves;
    problem.time_limit_ms = limits_.mate_time_ms;
    problem.first_move_only = true;
    const search::MateSolution s = search::solve_mate(pos, problem);
    if (s.moves > 0 && !s.mating_moves.empty())
      return json_reply(
          200,
          {{"move", move_json(pos, s.mating_moves.front())}, {"by", "mate"}, {"mate_in", s.moves}});
  }
  std::lock_guard<std::mutex> lock(engine_mutex_);
  if (!engine_) {
    engine_ = std::make_unique<search::Searcher>();
    engine_->set_hash_mb(kHintHashMb);
  }
  engine_->clear();
  search::Limits limits;
  limits.movetime = limits_.engine_time_ms;
  const search::Result r = engine_->search_sync(pos, limits);
  if (r.best == MOVE_NONE) return error_reply(500, Message("cothe.error.no_move"), lang);
  Json mate = nullptr;
  if (search::is_mate_score(r.score) && r.score > 0) mate = search::mate_moves(r.score);
  return json_reply(200, {{"move", move_json(pos, r.best)}, {"by", "engine"}, {"mate_in", mate}});
}

void add_cothe_routes(Api& api, HintLimits limits) {
  auto cothe = std::make_shared<CotheApi>(limits);
  using Call = Api::Call;
  api.add_route("GET", "/api/cothe", Api::Scope::kOpen,
                [cothe](const Call& c) { return cothe->list(c.request, c.lang); });
  api.add_route("GET", "/api/cothe/position", Api::Scope::kOpen,
                [cothe](const Call& c) { return cothe->position(c.request, c.lang); });
  api.add_route("GET", "/api/cothe/hint", Api::Scope::kOpen,
                [cothe](const Call& c) { return cothe->hint(c.request, c.lang); });
  api.add_route("GET", "/api/cothe/fen", Api::Scope::kOpen,
                [cothe](const Call& c) { return cothe->check_fen(c.request, c.lang); });
}

}  // namespace cotuong::serve
