// The page's cờ thế (book/compositions.h: the built-in collection of composed endgames): the
// list, one composition with its solution, a hint for a position, and the check of a shared
// link's position. Apart from the sessions: the page opens a composition as a new game of its
// session (POST /api/new with the FEN, the person as the attacker, level 5), and asks for a hint
// by the board's FEN. add_cothe_routes puts them on the page's route table (api.h), open to any
// client (no session); their errors come in the page's language (the catalogue's cothe.error.*).
//
//   GET /api/cothe                  {compositions: [{number, kind, vi, zh, fen, attacker,
//                                    mate_in}]}  (mate_in 0: a draw with best play)
//   GET /api/cothe/position?number=N   one of them, with its source and its solution
//                                    {ucci, vn, wxf, zh} (the moves from its FEN)
//   GET /api/cothe/hint?fen=F&draw=1   the move to play in F: the mate prover's first move of the
//                                    shortest mate (a win), else (or with draw=1) the engine's
//                                    best move: {move: {ucci, vn, wxf, zh}, by: "mate"|"engine",
//                                    mate_in (moves, or null)}
//   GET /api/cothe/fen?fen=F        whether F opens the page (a shared link /?fen=F): {fen, side,
//                                    number (the composition it is, or null)}, or 400 with why
#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>

#include "messages/catalogue.h"
#include "serve/api.h"

namespace cotuong::search {
class Searcher;
}

namespace cotuong::serve {

// The hint's bounds. The mate prover proves the collection's wins (at most 7 moves) well within
// them; a position past them gets the engine's move instead.
struct HintLimits {
  int mate_moves = 10;            // mates this long are looked for
  int64_t mate_time_ms = 2000;    // the mate prover's wall-clock bound
  int64_t engine_time_ms = 1000;  // the engine's think for a draw (or no mate found)
  int max_in_flight = 2;          // hints computed at once; more are told to retry (503)
};

class CotheApi {
 public:
  explicit CotheApi(HintLimits limits = {});
  ~CotheApi();
  CotheApi(const CotheApi&) = delete;
  CotheApi& operator=(const CotheApi&) = delete;

  // Each returns the answer to its request, its errors in lang.
  ApiReply list(const ApiRequest& request, messages::Lang lang) const;
  ApiReply position(const ApiRequest& request, messages::Lang lang) const;
  ApiReply hint(const ApiRequest& request, messages::Lang lang);
  ApiReply check_fen(const ApiRequest& request, messages::Lang lang) const;

 private:
  const HintLimits limits_;
  std::atomic<int> in_flight_{0};
  std::mutex engine_mutex_;                   // one engine search at a time
  std::unique_ptr<search::Searcher> engine_;  // made at the first engine hint
};

// Adds the cờ thế's requests to the page's interface (GET, no session), answered by one CotheApi.
void add_cothe_routes(Api& api, HintLimits limits = {});

}  // namespace cotuong::serve
