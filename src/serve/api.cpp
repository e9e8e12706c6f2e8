#include "serve/api.h"

#include <algorithm>
#include <iterator>

#include "absl/strings/escaping.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "console/board_text.h"
#include "notation/pgn.h"
#include "play/player_levels.h"
#include "search/limits.h"

namespace cotuong::serve {

namespace {

constexpr size_t kMaxMoveText = 64;
constexpr size_t kMaxFen = 256;

// Returns a JSON reply.
ApiReply json_reply(int status, const Json& body) {
  ApiReply r;
  r.status = status;
  r.body = body.dump(-1, ' ', false, Json::error_handler_t::replace);
  return r;
}

// Returns an error reply: {"error": message}.
ApiReply error_reply(int status, absl::string_view message) {
  return json_reply(status, {{"error", std::string(message)}});
}

// Returns the reply to a request over its rate (the page retries after a second).
ApiReply too_many_requests() {
  ApiReply r = error_reply(429, "too many requests: slow down");
  r.retry_after_seconds = 1;
  return r;
}

// Returns the HTTP status of an error the session gave.
int http_status(const absl::Status& s) {
  switch (s.code()) {
    case absl::StatusCode::kInvalidArgument:
      return 400;
    case absl::StatusCode::kFailedPrecondition:
      return 409;
    case absl::StatusCode::kNotFound:
      return 404;
    case absl::StatusCode::kResourceExhausted:
    case absl::StatusCode::kUnavailable:
      return 503;
    default:
      return 500;
  }
}

// Returns the reply of a session's answer: its state, or its error.
ApiReply session_reply(const PageSession::Reply& r) {
  return r.ok() ? json_reply(200, *r) : error_reply(http_status(r.status()), r.status().message());
}

// Returns a string field of a request object (absent: nothing), or an error naming it.
absl::StatusOr<std::optional<std::string>> string_field(const Json& body, const char* key,
                                                        size_t max_length) {
  if (!body.contains(key)) return std::optional<std::string>();
  if (!body[key].is_string())
    return absl::InvalidArgumentError(absl::StrCat("\"", key, "\" must be a string"));
  std::string value = body[key].get<std::string>();
  if (value.size() > max_length)
    return absl::InvalidArgumentError(
        absl::StrCat("\"", key, "\" is too long (over ", max_length, " bytes)"));
  return std::optional<std::string>(std::move(value));
}

// Returns today's date for file names, "2024-05-01".
std::string today() { return absl::StrReplaceAll(notation::pgn_date_today(), {{".", "-"}}); }

}  // namespace

Json page_info() {
  constexpr char kFenLetters[] = " KABNRCP";  // by PieceType
  Json zh_red, zh_black, vn;
  for (int pt = KING; pt <= PAWN; ++pt) {
    const std::string letter(1, kFenLetters[pt]);
    zh_red[letter] =
        console::piece_label(make_piece(RED, PieceType(pt)), console::Labels::kChinese);
    zh_black[letter] =
        console::piece_label(make_piece(BLACK, PieceType(pt)), console::Labels::kChinese);
    vn[letter] = console::piece_label(make_piece(RED, PieceType(pt)), console::Labels::kVietnamese);
  }
  Json levels = Json::array();
  for (int l = search::kLevelMin; l <= search::kLevelMax; ++l) {
    const play::PlayerLevel& p = play::player_level(l);
    levels.push_back({{"level", l}, {"name", p.name}, {"takebacks", p.takebacks}});
  }
  Json clocks = Json::array({"none"});
  for (const ClockPreset& c : rules::clock_presets()) clocks.push_back(c.name);
  Json rule_sets = Json::array();
  for (rules::RuleSet r : {rules::RuleSet::kAsian, rules::RuleSet::kAsian50,
                           rules::RuleSet::kCasual, rules::RuleSet::kRoom})
    rule_sets.push_back(rules::rule_set_name(r));
  return {{"labels", {{"zh", {{"red", zh_red}, {"black", zh_black}}}, {"vn", vn}}},
          {"levels", levels},
          {"clocks", clocks},
          {"rules", rule_sets}};
}

Api::Api(SessionRegistry& sessions, std::chrono::milliseconds long_poll,
         KeyedRateLimiter* unbound_rate)
    : sessions_(sessions), long_poll_(long_poll), unbound_rate_(unbound_rate) {}

ApiReply Api::handle(const ApiRequest& request) {
  const std::string& path = request.path;
  const bool post = request.method == "POST";

  if (path == "/api/health" && !post) {
    return json_reply(
        200, {{"ok", true}, {"sessions", sessions_.count()}, {"searching", sessions_.searching()}});
  }
  if (path == "/api/session" && post) {
    absl::StatusOr<SessionRegistry::Created> c = sessions_.create();
    if (!c.ok()) return error_reply(http_status(c.status()), c.status().message());
    return json_reply(
        200, {{"session", c->token}, {"info", page_info()}, {"state", c->session->state()}});
  }

  // Everything else belongs to one page's session: its token in the body (POST) or the query.
  constexpr const char* kGets[] = {"/api/state", "/api/pgn", "/api/review.pgn"};
  constexpr const char* kPosts[] = {"/api/close", "/api/move",     "/api/new",   "/api/takeback",
                                    "/api/load",  "/api/analysis", "/api/review"};
  const bool known = post
                         ? std::find(std::begin(kPosts), std::end(kPosts), path) != std::end(kPosts)
                         : std::find(std::begin(kGets), std::end(kGets), path) != std::end(kGets);
  if (!known) return error_reply(404, absl::StrCat("no such request: ", request.method, " ", path));
  Json body = Json::object();
  std::string token;
  if (post) {
    try {
      body = Json::parse(request.body);
    } catch (const Json::exception& e) {  // a syntax error, or a number past a double (1e400)
      return error_reply(400, absl::StrCat("malformed JSON: ", e.what()));
    }
    if (!body.is_object()) return error_reply(400, "the request must be a JSON object");
    absl::StatusOr<std::optional<std::string>> t = string_field(body, "session", 64);
    if (!t.ok()) return error_reply(400, t.status().message());
    token = t->value_or("");
  } else {
    auto it = request.query.find("session");
    if (it != request.query.end()) token = it->second;
  }
  if (token.empty()) return error_reply(400, "the request names no session");
  if (path == "/api/close" && post) {
    sessions_.close(token);
    return json_reply(200, {{"closed", true}});
  }
  std::shared_ptr<PageSession> session = sessions_.find(token);
  if (!session || session->closed()) {
    if (unbound_rate_ && !unbound_rate_->allow(request.client, "ended page"))
      return too_many_requests();
    return error_reply(404,
                       "no such session: it ended (the page was away too long); reload the page");
  }
  if (!sessions_.allow_request(token)) return too_many_requests();
  SessionRegistry::InFlight alive(sessions_, token);

  if (path == "/api/state" && !post) {
    uint64_t after = 0;
    auto it = request.query.find("after");
    if (it != request.query.end() && !absl::SimpleAtoi(it->second, &after))
      return error_reply(400, "\"after\" must be a version number");
    uint64_t known_moves = 0;
    it = request.query.find("moves");
    if (it != request.query.end() && !absl::SimpleAtoi(it->second, &known_moves))
      return error_reply(400, "\"moves\" must be the key of a move list");
    auto wait = request.query.find("wait");
    if (wait != request.query.end() && wait->second == "1") {
      Json state = session->wait_for_change(after, long_poll_, known_moves);
      if (state["closed"].get<bool>()) return error_reply(404, "the session has ended");
      return json_reply(200, state);
    }
    return json_reply(200, session->state(known_moves));
  }
  if (path == "/api/pgn" && !post) {
    ApiReply r;
    r.body = session->pgn();
    r.content_type = "application/x-chess-pgn; charset=utf-8";
    r.download_name = absl::StrCat("cotuong-", today(), ".pgn");
    return r;
  }
  if (path == "/api/review.pgn" && !post) {
    absl::StatusOr<std::string> text = session->review_pgn();
    if (!text.ok()) return error_reply(http_status(text.status()), text.status().message());
    ApiReply r;
    r.body = *text;
    r.content_type = "application/x-chess-pgn; charset=utf-8";
    r.download_name = absl::StrCat("cotuong-", today(), "-review.pgn");
    return r;
  }
  if (path == "/api/move") {
    absl::StatusOr<std::optional<std::string>> move = string_field(body, "move", kMaxMoveText);
    if (!move.ok()) return error_reply(400, move.status().message());
    if (!*move) return error_reply(400, "\"move\" is missing");
    return session_reply(session->move(**move));
  }
  if (path == "/api/new") {
    absl::StatusOr<GameSettings> settings = parse_game_settings(body, GameSettings{});
    if (!settings.ok()) return error_reply(400, settings.status().message());
    absl::StatusOr<std::optional<std::string>> fen = string_field(body, "fen", kMaxFen);
    if (!fen.ok()) return error_reply(400, fen.status().message());
    if (*fen && (*fen)->empty()) fen->reset();
    return session_reply(session->new_game(*settings, *fen));
  }
  if (path == "/api/takeback") return session_reply(session->take_back());
  if (path == "/api/load") {
    absl::StatusOr<std::optional<std::string>> text = string_field(body, "pgn", SIZE_MAX);
    if (!text.ok()) return error_reply(400, text.status().message());
    absl::StatusOr<std::optional<std::string>> encoded = string_field(body, "pgn_base64", SIZE_MAX);
    if (!encoded.ok()) return error_reply(400, encoded.status().message());
    std::string bytes;
    if (*encoded) {
      if (!absl::Base64Unescape(**encoded, &bytes))
        return error_reply(400, "\"pgn_base64\" is not base64");
    } else if (*text) {
      bytes = **text;
    } else {
      return error_reply(400, "\"pgn\" (or \"pgn_base64\") is missing");
    }
    return session_reply(session->load_pgn(bytes));
  }
  if (path == "/api/analysis") {
    if (!body.contains("on") || !body["on"].is_boolean())
      return error_reply(400, "\"on\" must be true or false");
    int multipv = 1;
    if (body.contains("multipv")) {
      if (!body["multipv"].is_number_integer() || body["multipv"].get<int64_t>() < 1 ||
          body["multipv"].get<int64_t>() > 5)
        return error_reply(400, "\"multipv\" must be 1 to 5 lines");
      multipv = body["multipv"].get<int>();
    }
    return session_reply(session->set_analysis(body["on"].get<bool>(), multipv));
  }
  return session_reply(session->start_review());  // /api/review, the last one known
}

}  // namespace cotuong::serve
