// The page's JSON interface, apart from HTTP (http_server.cpp carries it): a request's method,
// path, query and body in, a status and a body out. Every answer is JSON except the PGN
// downloads; an error is {"error": "..."} with a 4xx/5xx status and changes nothing. The page
// names its language (`lang`, "vi" or "en", in the query or the body; Vietnamese when absent):
// the errors and its session's texts come in it, from the message catalogue
// (messages/catalogue.h).
//
//   POST /api/session                    a new page: {session, info, state}
//   POST /api/close      {session}       the page goes away: its engine stops
//   GET  /api/state?session=S&after=V&wait=1&moves=K   the state, once its version exceeds V;
//                                        the move list left out while its moves_key is K
//   POST /api/new        {session, mode, human, level, clock, rules, fen?}
//   POST /api/move       {session, move}
//   POST /api/takeback   {session}
//   POST /api/load       {session, pgn | pgn_base64}
//   POST /api/analysis   {session, on, multipv}
//   POST /api/review     {session}
//   GET  /api/pgn?session=S, /api/review.pgn?session=S    the game, the annotated game
//   GET  /api/messages?lang=vi           the page's texts: {lang, messages: {key: text}}
//   POST /api/setup-check {session, fen} a set-up's problems: {fen, ok, errors: [{code, text}]}
//   GET  /api/health                     {ok, sessions, searching}
//   GET  /api/cothe, /api/cothe/position, /api/cothe/hint, /api/cothe/fen   the cờ thế
//                                        (cothe_api.h, added by the HTTP server: no session)
//
// The routes are a table (add_route): a front that serves more (the cờ thế page) adds its own.
// Every POST but /api/session names its page (http_server.cpp counts it against that page's
// rate), so a POST route is Scope::kSession.
#pragma once

#include <chrono>
#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "messages/catalogue.h"
#include "serve/request_guard.h"
#include "serve/session_registry.h"

namespace cotuong::serve {

// The longest FEN a request may carry (a set-up, a cờ thế's shared link).
inline constexpr size_t kMaxFen = 256;

struct ApiRequest {
  std::string method;  // "GET", "POST"
  std::string path;    // "/api/move"
  std::map<std::string, std::string> query;
  std::string body;
  std::string client;  // the client's address: a request naming no open page counts against it
};

struct ApiReply {
  int status = 200;
  std::string body;
  std::string content_type = "application/json";
  std::string download_name;    // set: the body is a file to save under this name
  int retry_after_seconds = 0;  // set (429): when the client may ask again
};

class Api {
 public:
  // long_poll: how long GET /api/state with wait=1 waits for a change. unbound_rate (optional):
  // the server's rates, which a request naming no open page counts against (its client's).
  Api(SessionRegistry& sessions, std::chrono::milliseconds long_poll,
      KeyedRateLimiter* unbound_rate = nullptr);

  // Returns the answer to one request (its path starts with /api/).
  ApiReply handle(const ApiRequest& request);

  // A request as its route sees it: the request, its JSON body (an object; empty for a GET),
  // the page's language, and the page's session (set for a route that needs one).
  struct Call {
    const ApiRequest& request;
    const Json& body;
    messages::Lang lang;
    std::shared_ptr<PageSession> session;
  };
  using Handler = std::function<ApiReply(const Call&)>;
  enum class Scope {
    kOpen,     // any client may ask
    kSession,  // names one open page's session (the body's or the query's "session")
  };
  // Adds a route: method ("GET" or "POST") and path ("/api/move"); a route added twice replaces
  // the first.
  void add_route(std::string method, std::string path, Scope scope, Handler handler);

 private:
  struct Route {
    std::string method;
    std::string path;
    Scope scope;
    Handler handler;
  };
  void add_page_routes();

  SessionRegistry& sessions_;
  const std::chrono::milliseconds long_poll_;
  KeyedRateLimiter* const unbound_rate_;
  std::vector<Route> routes_;
};

// Returns what the page needs once: the piece labels (Hán and Việt, from the console's one
// table), the levels with their names and takebacks, the clock presets, the rule sets (from
// rules::rule_set_data) and the most analysis lines.
Json page_info();

// Returns an error answer: {"error": the message in lang}, with an HTTP status.
ApiReply error_reply(int status, const messages::Message& message, messages::Lang lang);
// Returns a JSON answer.
ApiReply json_reply(int status, const Json& body);

// Returns the catalogue's texts the page shows, in lang: the keys starting page., editor.,
// setup., cothe., verdict., level., color. and review.
Json page_messages(messages::Lang lang);

}  // namespace cotuong::serve
