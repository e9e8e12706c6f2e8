// The search's tunable constants: pruning margins, reduction terms and the history bonus, each
// with the range an SPSA run may explore. The engine's search reads the compile-time defaults
// (kDefaultTunables, folded into the code); the tuning search (COTUONG_TUNING: the libraries
// cotuong_search_tuning and cotuong_front_tuning of the tuning engine, tools/tune's
// cotuong-tuning) reads the Searcher's copy instead, which the protocol announces as spin
// options and `setoption` changes while the engine is idle, so that tools/tune/spsa.py can vary
// them between games. Only search/ and the protocol include this header: nothing below them
// differs between the two.
#pragma once

#include <string_view>

namespace cotuong::search {

// X(Name, default, min, max): Name is the struct field and the option name.
#define COTUONG_SEARCH_TUNABLES(X)                                                                 \
  X(RfpMargin, 85, 30, 200)               /* reverse futility: margin per ply of depth */          \
  X(NmpEvalDivisor, 200, 80, 500)         /* null move: one more ply of reduction per this much */ \
  X(ProbcutMargin, 200, 80, 400)          /* ProbCut: how far above beta a capture must reach */   \
  X(FutilityBase, 110, 40, 250)           /* quiet-move futility at lmr depth 0 */                 \
  X(FutilityPerDepth, 110, 40, 250)       /* quiet-move futility, added per ply of lmr depth */    \
  X(HistoryPrune, 3000, 1000, 8000)       /* quiets with history below -this * depth are pruned */ \
  X(SeeQuietMargin, 25, 5, 60)            /* quiets losing more than this * lmr_depth^2 pruned */  \
  X(SeeCaptureMargin, 180, 60, 400)       /* captures losing more than this * depth pruned */      \
  X(LmrBase, 600, 200, 1200)              /* reduction = (log product + this) / 1000 */            \
  X(LmrHistoryDivisor, 8000, 3000, 20000) /* one ply less reduction per this much history */       \
  X(QsDeltaMargin, 150, 50, 400)          /* quiescence delta pruning margin */                    \
  X(HistoryBonusPerDepth, 320, 100, 800)  /* history bonus of a cut-off, per ply of depth */       \
  X(HistoryBonusMax, 3600, 1000, 8000)    /* history bonus of a cut-off, at most */                \
  X(LmrOffPv, 0, 0, 2)                    /* more plies of reduction where tt_pv is false */       \
  X(NmpBase, 4, 2, 6)                     /* null move: the reduction's base, in plies */          \
  X(ResearchDeeperBase, 64, 0, 200)       /* LMR re-search a ply deeper this far above best */     \
  X(ResearchDeeperPerDepth, 6, 0, 20)     /* ... plus this per ply of its depth */

// One set of values for the constants above. Invariant: each value lies in its range.
struct Tunables {
#define COTUONG_TUNABLE_FIELD(name, def, lo, hi) int name = def;
  COTUONG_SEARCH_TUNABLES(COTUONG_TUNABLE_FIELD)
#undef COTUONG_TUNABLE_FIELD
};

inline constexpr Tunables kDefaultTunables{};

// Whether this build's search reads a Searcher's Tunables (true) or kDefaultTunables.
#ifdef COTUONG_TUNING
inline constexpr bool kTuningBuild = true;
#else
inline constexpr bool kTuningBuild = false;
#endif

// One tunable's name, range and place in a Tunables.
struct TunableDef {
  std::string_view name;
  int default_value, min, max;
  int Tunables::*field;
};

inline constexpr TunableDef kTunableDefs[] = {
#define COTUONG_TUNABLE_DEF(name, def, lo, hi) {#name, def, lo, hi, &Tunables::name},
    COTUONG_SEARCH_TUNABLES(COTUONG_TUNABLE_DEF)
#undef COTUONG_TUNABLE_DEF
};

}  // namespace cotuong::search
