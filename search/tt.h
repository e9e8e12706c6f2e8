// The transposition table: clusters of four 16-byte entries on one cache line, shared by all
// search threads without locks. Each entry stores (key ^ data, data); a torn write by a racing
// thread makes key ^ data fail to match, so a reader never sees a corrupt entry.
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>

#include "core/types.h"

namespace cotuong::search {

enum Bound : uint8_t { BOUND_NONE = 0, BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3 };

// What a store did, for the search's statistics (search/search_stats.h).
enum class StoreOutcome : uint8_t {
  kEmpty,            // filled an empty entry
  kSameKey,          // overwrote the position's own entry
  kKept,             // dropped: the position's deeper entry of this search was kept
  kEvicted,          // overwrote another position's entry of this search that held a bound
  kEvictedEvalOnly,  // ... that held only a static evaluation
  kEvictedOlder,     // overwrote another position's entry of an earlier search
};

// What a probe returns; depth is in plies (quiescence entries use depth 0 or below).
struct TTData {
  Move move = MOVE_NONE;
  Value value = VALUE_NONE;  // as stored: mate scores relative to this node (see value_from_tt)
  Value eval = VALUE_NONE;
  int depth = -128;
  Bound bound = BOUND_NONE;
  // The main search found the position on a principal variation, in this search or, through
  // the mark of the entry it read, an earlier one.
  bool pv = false;
};

class TranspositionTable {
 public:
  // Generations count searches modulo 32: the five bits the data word keeps for them.
  static constexpr uint8_t kGenerationMask = 31;
  TranspositionTable();
  ~TranspositionTable();
  // Resizes to mb megabytes, whole clusters (any count: a key's cluster is its bits scaled by
  // the count, so no size needs rounding down to a power of two), and clears; returns false,
  // keeping the old table and its entries, when the memory available cannot hold it.
  bool resize(size_t mb);
  // Returns the bytes the entries take: the megabytes asked for, less a cluster at most.
  size_t bytes() const { return cluster_count_ * sizeof(Cluster); }
  // Zeroes every entry.
  void clear();
  // Starts a new search: entries of older searches become preferred replacement victims.
  void new_search() { generation_ = (generation_ + 1) & kGenerationMask; }
  // Returns whether key was found, filling `out`.
  bool probe(Key key, TTData& out) const;
  // Stores a search result for key (keeps the old move when `move` is MOVE_NONE), with `pv` as
  // the entry's PV mark; returns what the store did.
  StoreOutcome store(Key key, Value value, Bound bound, int depth, Move move, Value eval,
                     bool pv = false);
  // Returns the table's fill of current-generation entries, per mille (a 1000-cluster sample).
  int hashfull() const;
  // Prefetches the cluster of key into the cache.
  void prefetch(Key key) const { __builtin_prefetch(cluster_of(key)); }

 private:
  struct Entry {
    std::atomic<uint64_t> check{0};  // key ^ data
    std::atomic<uint64_t> data{0};   // 0 = empty
  };
  struct alignas(64) Cluster {
    Entry entry[4];
  };
  Cluster* cluster_of(Key key) const {
    return &clusters_[(unsigned __int128)key * cluster_count_ >> 64];
  }

  // Freed with std::free: the table is allocated 2 MiB-aligned so that the kernel can back it
  // with huge pages (fewer TLB misses on the random probes that dominate its cost).
  struct FreeDeleter {
    void operator()(Cluster* p) const;
  };
  std::unique_ptr<Cluster[], FreeDeleter> clusters_;
  size_t cluster_count_ = 0;
  uint8_t generation_ = 0;  // within kGenerationMask
};

// Returns v adjusted for storing at a node `ply` plies from the root: mate scores become
// relative to the node.
inline Value value_to_tt(Value v, int ply) {
  return v >= VALUE_MATE_IN_MAX_PLY ? v + ply : v <= VALUE_MATED_IN_MAX_PLY ? v - ply : v;
}
// Returns the stored value v converted back to the root's reference at `ply`. A mate further
// away than `plies_left` (the plies before the no-capture draw) may come from a path with more
// captures or fewer plies without one: it is not trusted, and VALUE_NONE is returned instead.
inline Value value_from_tt(Value v, int ply, int plies_left = MAX_PLY) {
  if (v == VALUE_NONE) return v;
  if (v >= VALUE_MATE_IN_MAX_PLY) return VALUE_MATE - v > plies_left ? VALUE_NONE : v - ply;
  if (v <= VALUE_MATED_IN_MAX_PLY) return VALUE_MATE + v > plies_left ? VALUE_NONE : v + ply;
  return v;
}

}  // namespace cotuong::search
