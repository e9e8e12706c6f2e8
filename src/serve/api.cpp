#include "serve/api.h"

#include <optional>

#include "absl/strings/escaping.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"
#include "console/board_text.h"
#include "notation/pgn.h"
#include "play/player_levels.h"
#include "search/levels.h"
#include "serve/page_error.h"
#include "serve/setup_check.h"

namespace cotuong::serve {

namespace {

using messages::Lang;
using messages::Message;

constexpr size_t kMaxMoveText = 64;

// Returns the reply to a request over its rate (the page retries after a second).
ApiReply too_many_requests(Lang lang) {
  ApiReply r = error_reply(429, Message("page.error.too_many"), lang);
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

// Returns an error reply of a status another layer gave: its message in lang when it carries
// one (page_error.h), else its words as they are.
ApiReply status_reply(const absl::Status& s, Lang lang) {
  return json_reply(http_status(s), {{"error", status_text(s, lang)}});
}

// Returns the reply of a session's answer: its state, or its error.
ApiReply session_reply(const PageSession::Reply& r, Lang lang) {
  return r.ok() ? json_reply(200, *r) : status_reply(r.status(), lang);
}

// Reads a string field of a request object into *out (absent: nothing); returns why it cannot.
std::optional<Message> string_field(const Json& body, const char* key, size_t max_length,
                                    std::optional<std::string>* out) {
  out->reset();
  if (!body.contains(key)) return std::nullopt;
  if (!body[key].is_string()) return Message("page.error.not_string").with("field", key);
  std::string value = body[key].get<std::string>();
  if (value.size() > max_length)
    return Message("page.error.too_long").with("field", key).with("n", (long long)max_length);
  *out = std::move(value);
  return std::nullopt;
}

// Returns today's date for file names, "2024-05-01".
std::string today() { return absl::StrReplaceAll(notation::pgn_date_today(), {{".", "-"}}); }

// Returns the language a request names (its query's or its body's "lang"), else Vietnamese.
Lang request_lang(const ApiRequest& request, const Json& body) {
  std::string code;
  if (auto it = request.query.find("lang"); it != request.query.end()) code = it->second;
  if (body.is_object() && body.contains("lang") && body["lang"].is_string())
    code = body["lang"].get<std::string>();
  return messages::parse_lang(code).value_or(messages::kDefaultLang);
}

// The prefixes of the catalogue keys the page reads.
constexpr const char* kPageKeyPrefixes[] = {"page.",    "editor.", "setup.", "cothe.",
                                            "verdict.", "level.",  "color.", "review."};

}  // namespace

ApiReply json_reply(int status, const Json& body) {
  ApiReply r;
  r.status = status;
  r.body = body.dump(-1, ' ', false, Json::error_handler_t::replace);
  return r;
}

ApiReply error_reply(int status, const Message& message, Lang lang) {
  return json_reply(status, {{"error", messages::render(message, lang)}});
}

Json page_messages(Lang lang) {
  Json texts = Json::object();
  for (const auto& [key, text] : messages::catalogue(lang))
    for (const char* prefix : kPageKeyPrefixes)
      if (absl::StartsWith(key, prefix)) texts[key] = text;
  return {{"lang", messages::lang_code(lang)}, {"messages", texts}};
}

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
    levels.push_back({{"level", l},
                      {"name", play::level_name(l)},
                      {"takebacks", search::level_row(l).takebacks}});
  }
  Json clocks = Json::array({"none"});
  for (const ClockPreset& c : rules::clock_presets()) clocks.push_back(c.name);
  Json rule_sets = Json::array();
  for (rules::RuleSet r : rules::kRuleSets) {
    const rules::RuleSetData& d = rules::rule_set_data(r);
    rule_sets.push_back({{"name", d.name},
                         {"total_plies", d.limits.total_plies},
                         {"no_capture_plies", d.limits.no_capture_plies},
                         {"perpetual_rules", d.limits.perpetual_rules},
                         {"takebacks", d.limits.takebacks}});
  }
  return {{"labels", {{"zh", {{"red", zh_red}, {"black", zh_black}}}, {"vn", vn}}},
          {"levels", levels},
          {"clocks", clocks},
          {"rules", rule_sets},
          {"max_multipv", kMaxMultiPv}};
}

Api::Api(SessionRegistry& sessions, std::chrono::milliseconds long_poll,
         KeyedRateLimiter* unbound_rate)
    : sessions_(sessions), long_poll_(long_poll), unbound_rate_(unbound_rate) {
  add_page_routes();
}

void Api::add_route(std::string method, std::string path, Scope scope, Handler handler) {
  for (Route& r : routes_) {
    if (r.method == method && r.path == path) {
      r = Route{std::move(method), std::move(path), scope, std::move(handler)};
      return;
    }
  }
  routes_.push_back(Route{std::move(method), std::move(path), scope, std::move(handler)});
}

ApiReply Api::handle(const ApiRequest& request) {
  const bool post = request.method == "POST";
  const Route* route = nullptr;
  for (const Route& r : routes_)
    if (r.path == request.path && r.method == request.method) route = &r;

  Json body = Json::object();
  bool malformed = false;
  std::string why;
  if (post) {
    try {
      body = Json::parse(request.body);
    } catch (const Json::exception& e) {  // a syntax error, or a number past a double (1e400)
      malformed = true;
      why = e.what();
    }
  }
  const Lang lang = request_lang(request, body);
  if (route == nullptr)
    return error_reply(
        404,
        Message("page.error.no_route").with("method", request.method).with("path", request.path),
        lang);
  if (malformed) return error_reply(400, Message("page.error.json").with("why", why), lang);
  if (!body.is_object()) return error_reply(400, Message("page.error.not_object"), lang);
  if (route->scope == Scope::kOpen) return route->handler(Call{request, body, lang, nullptr});

  // The route belongs to one page's session: its token in the body (POST) or the query.
  std::string token;
  if (post) {
    std::optional<std::string> t;
    if (std::optional<Message> bad = string_field(body, "session", 64, &t))
      return error_reply(400, *bad, lang);
    token = t.value_or("");
  } else if (auto it = request.query.find("session"); it != request.query.end()) {
    token = it->second;
  }
  if (token.empty()) return error_reply(400, Message("page.error.no_session"), lang);
  if (request.path == "/api/close") {
    sessions_.close(token);
    return json_reply(200, {{"closed", true}});
  }
  std::shared_ptr<PageSession> session = sessions_.find(token);
  if (!session || session->closed()) {
    if (unbound_rate_ && !unbound_rate_->allow(request.client, "ended page"))
      return too_many_requests(lang);
    return error_reply(404, Message("page.error.session_gone"), lang);
  }
  if (!sessions_.allow_request(token)) return too_many_requests(lang);
  SessionRegistry::InFlight alive(sessions_, token);
  session->set_lang(lang);
  return route->handler(Call{request, body, lang, session});
}

void Api::add_page_routes() {
  add_route("GET", "/api/health", Scope::kOpen, [this](const Call&) {
    return json_reply(
        200, {{"ok", true}, {"sessions", sessions_.count()}, {"searching", sessions_.searching()}});
  });
  add_route("GET", "/api/messages", Scope::kOpen,
            [](const Call& c) { return json_reply(200, page_messages(c.lang)); });
  add_route("POST", "/api/setup-check", Scope::kSession, [](const Call& c) {
    std::optional<std::string> fen;
    if (std::optional<Message> bad = string_field(c.body, "fen", kMaxFen, &fen))
      return error_reply(400, *bad, c.lang);
    if (!fen) return error_reply(400, Message("page.error.missing").with("field", "fen"), c.lang);
    return json_reply(200, setup_check(*fen, c.lang));
  });
  add_route("POST", "/api/session", Scope::kOpen, [this](const Call& c) {
    absl::StatusOr<SessionRegistry::Created> created = sessions_.create();
    if (!created.ok()) return status_reply(created.status(), c.lang);
    created->session->set_lang(c.lang);
    (void)c;
    return json_reply(
        200,
        {{"session", created->token}, {"info", page_info()}, {"state", created->session->state()}});
  });
  // Handled by handle() itself: closing needs no open session.
  add_route("POST", "/api/close", Scope::kSession, [](const Call&) { return ApiReply{}; });
  add_route("GET", "/api/state", Scope::kSession, [this](const Call& c) {
    const auto& query = c.request.query;
    uint64_t after = 0;
    auto it = query.find("after");
    if (it != query.end() && !absl::SimpleAtoi(it->second, &after))
      return error_reply(400, Message("page.error.bad_version"), c.lang);
    uint64_t known_moves = 0;
    it = query.find("moves");
    if (it != query.end() && !absl::SimpleAtoi(it->second, &known_moves))
      return error_reply(400, Message("page.error.bad_moves_key"), c.lang);
    auto wait = query.find("wait");
    if (wait != query.end() && wait->second == "1") {
      Json state = c.session->wait_for_change(after, long_poll_, known_moves);
      if (state["closed"].get<bool>())
        return error_reply(404, Message("page.error.session_ended"), c.lang);
      return json_reply(200, state);
    }
    return json_reply(200, c.session->state(known_moves));
  });
  add_route("GET", "/api/pgn", Scope::kSession, [](const Call& c) {
    ApiReply r;
    r.body = c.session->pgn();
    r.content_type = "application/x-chess-pgn; charset=utf-8";
    r.download_name = absl::StrCat("cotuong-", today(), ".pgn");
    return r;
  });
  add_route("GET", "/api/review.pgn", Scope::kSession, [](const Call& c) {
    absl::StatusOr<std::string> text = c.session->review_pgn();
    if (!text.ok()) return status_reply(text.status(), c.lang);
    ApiReply r;
    r.body = *text;
    r.content_type = "application/x-chess-pgn; charset=utf-8";
    r.download_name = absl::StrCat("cotuong-", today(), "-review.pgn");
    return r;
  });
  add_route("POST", "/api/move", Scope::kSession, [](const Call& c) {
    std::optional<std::string> move;
    if (std::optional<Message> bad = string_field(c.body, "move", kMaxMoveText, &move))
      return error_reply(400, *bad, c.lang);
    if (!move) return error_reply(400, Message("page.error.missing").with("field", "move"), c.lang);
    return session_reply(c.session->move(*move), c.lang);
  });
  add_route("POST", "/api/new", Scope::kSession, [](const Call& c) {
    absl::StatusOr<play::PersonGameSettings> settings =
        parse_game_settings(c.body, play::PersonGameSettings{});
    if (!settings.ok()) return status_reply(settings.status(), c.lang);
    std::optional<std::string> fen;
    if (std::optional<Message> bad = string_field(c.body, "fen", kMaxFen, &fen))
      return error_reply(400, *bad, c.lang);
    if (fen && fen->empty()) fen.reset();
    return session_reply(c.session->new_game(*settings, fen), c.lang);
  });
  add_route("POST", "/api/takeback", Scope::kSession,
            [](const Call& c) { return session_reply(c.session->take_back(), c.lang); });
  add_route("POST", "/api/load", Scope::kSession, [](const Call& c) {
    std::optional<std::string> text, encoded;
    if (std::optional<Message> bad = string_field(c.body, "pgn", SIZE_MAX, &text))
      return error_reply(400, *bad, c.lang);
    if (std::optional<Message> bad = string_field(c.body, "pgn_base64", SIZE_MAX, &encoded))
      return error_reply(400, *bad, c.lang);
    std::string bytes;
    if (encoded) {
      if (!absl::Base64Unescape(*encoded, &bytes))
        return error_reply(400, Message("page.error.not_base64"), c.lang);
    } else if (text) {
      bytes = *text;
    } else {
      return error_reply(400, Message("page.error.missing_pgn"), c.lang);
    }
    return session_reply(c.session->load_pgn(bytes), c.lang);
  });
  add_route("POST", "/api/analysis", Scope::kSession, [](const Call& c) {
    const Json& body = c.body;
    if (!body.contains("on") || !body["on"].is_boolean())
      return error_reply(400, Message("page.error.analysis_on"), c.lang);
    int multipv = 1;
    if (body.contains("multipv")) {
      if (!body["multipv"].is_number_integer() || body["multipv"].get<int64_t>() < 1 ||
          body["multipv"].get<int64_t>() > kMaxMultiPv)
        return error_reply(400, Message("page.error.multipv").with("n", kMaxMultiPv), c.lang);
      multipv = body["multipv"].get<int>();
    }
    return session_reply(c.session->set_analysis(body["on"].get<bool>(), multipv), c.lang);
  });
  add_route("POST", "/api/review", Scope::kSession,
            [](const Call& c) { return session_reply(c.session->start_review(), c.lang); });
}

}  // namespace cotuong::serve
