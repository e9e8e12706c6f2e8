// The page's JSON interface, apart from HTTP (http_server.cpp carries it): a request's method,
// path, query and body in, a status and a body out. Every answer is JSON except the PGN
// downloads; an error is {"error": "..."} with a 4xx/5xx status and changes nothing.
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
//   GET  /api/health                     {ok, sessions, searching}
#pragma once

#include <chrono>
#include <map>
#include <string>

#include "serve/request_guard.h"
#include "serve/session_registry.h"

namespace cotuong::serve {

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

 private:
  SessionRegistry& sessions_;
  const std::chrono::milliseconds long_poll_;
  KeyedRateLimiter* const unbound_rate_;
};

// Returns what the page needs once: the piece labels (Hán and Việt, from the console's one
// table), the levels with their names and takebacks, the clock presets and the rule sets.
Json page_info();

}  // namespace cotuong::serve
