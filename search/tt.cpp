#include "search/tt.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <memory>
#include <new>

#include "platform/memory.h"

namespace cotuong::search {

namespace {

// Data word layout: move 16 | value 16 | eval 16 | depth 8 | bound 2 | pv 1 | generation 5.
uint64_t pack(Move m, Value v, Value ev, int depth, Bound b, bool pv, uint8_t gen) {
  return uint64_t(m) | uint64_t(uint16_t(int16_t(v))) << 16 |
         uint64_t(uint16_t(int16_t(ev))) << 32 | uint64_t(uint8_t(int8_t(depth))) << 48 |
         uint64_t(b) << 56 | uint64_t(pv) << 58 |
         uint64_t(gen & TranspositionTable::kGenerationMask) << 59;
}
Move data_move(uint64_t d) { return Move(d & 0xFFFF); }
Value data_value(uint64_t d) { return int16_t(d >> 16); }
Value data_eval(uint64_t d) { return int16_t(d >> 32); }
int data_depth(uint64_t d) { return int8_t(d >> 48); }
Bound data_bound(uint64_t d) { return Bound((d >> 56) & 3); }
bool data_pv(uint64_t d) { return (d >> 58) & 1; }
uint8_t data_generation(uint64_t d) { return uint8_t(d >> 59); }

}  // namespace

void TranspositionTable::FreeDeleter::operator()(Cluster* p) const { platform::free_aligned(p); }

TranspositionTable::TranspositionTable() { resize(16); }
TranspositionTable::~TranspositionTable() = default;

bool TranspositionTable::resize(size_t mb) {
  constexpr size_t kMaxMb = size_t(1) << 30;  // keeps the byte count below from overflowing
  size_t count = std::min(std::max<size_t>(mb, 1), kMaxMb) * 1024 * 1024 / sizeof(Cluster);
  if (count != cluster_count_) {
    constexpr size_t kHugePage = size_t(2) << 20;
    const size_t bytes = (count * sizeof(Cluster) + kHugePage - 1) / kHugePage * kHugePage;
    // With overcommit the allocation may succeed and clear() then be killed for memory: refuse
    // what the machine cannot hold. The new table is allocated before the old one is freed.
    if (bytes > platform::available_memory()) return false;
    void* mem = platform::allocate_aligned(kHugePage, bytes);
    if (!mem) return false;
    clusters_.reset();
    platform::advise_huge_pages(mem, bytes);
    clusters_.reset(std::uninitialized_default_construct_n(static_cast<Cluster*>(mem), count) -
                    count);
    cluster_count_ = count;
  }
  clear();
  return true;
}

void TranspositionTable::clear() {
  for (size_t i = 0; i < cluster_count_; ++i)
    for (Entry& e : clusters_[i].entry) {
      e.check.store(0, std::memory_order_relaxed);
      e.data.store(0, std::memory_order_relaxed);
    }
  generation_ = 0;
}

bool TranspositionTable::probe(Key key, TTData& out) const {
  const Cluster* c = cluster_of(key);
  for (const Entry& e : c->entry) {
    uint64_t d = e.data.load(std::memory_order_relaxed);
    uint64_t k = e.check.load(std::memory_order_relaxed);
    if (d && (k ^ d) == key) {
      out = {data_move(d), data_value(d), data_eval(d), data_depth(d), data_bound(d), data_pv(d)};
      return true;
    }
  }
  return false;
}

StoreOutcome TranspositionTable::store(Key key, Value value, Bound bound, int depth, Move move,
                                       Value eval, bool pv) {
  Cluster* c = cluster_of(key);
  Entry* victim = nullptr;
  int victim_worth = 1 << 30;
  StoreOutcome outcome = StoreOutcome::kEvicted;
  for (Entry& e : c->entry) {
    uint64_t d = e.data.load(std::memory_order_relaxed);
    uint64_t k = e.check.load(std::memory_order_relaxed);
    if (!d || (k ^ d) == key) {
      if (d && (k ^ d) == key) {
        // Keep a deeper entry of the same key unless the new one is exact or much fresher (an
        // entry without a bound keeps nothing worth keeping).
        if (bound != BOUND_EXACT && depth + 3 < data_depth(d) &&
            data_generation(d) == generation_ && data_bound(d) != BOUND_NONE)
          return StoreOutcome::kKept;
        if (move == MOVE_NONE) move = data_move(d);
      }
      outcome = d ? StoreOutcome::kSameKey : StoreOutcome::kEmpty;
      victim = &e;
      break;
    }
    // Older generations and shallower entries go first.
    int age = (generation_ - data_generation(d)) & kGenerationMask;
    int worth = data_depth(d) - 8 * age;
    if (worth < victim_worth) {
      victim_worth = worth, victim = &e;
      outcome = age                           ? StoreOutcome::kEvictedOlder
                : data_bound(d) == BOUND_NONE ? StoreOutcome::kEvictedEvalOnly
                                              : StoreOutcome::kEvicted;
    }
  }
  depth = std::clamp(depth, -100, 127);
  uint64_t d = pack(move, value, eval, depth, bound, pv, generation_);
  victim->data.store(d, std::memory_order_relaxed);
  victim->check.store(key ^ d, std::memory_order_relaxed);
  return outcome;
}

int TranspositionTable::hashfull() const {
  size_t sample = std::min<size_t>(1000, cluster_count_);
  int used = 0;
  for (size_t i = 0; i < sample; ++i)
    for (const Entry& e : clusters_[i].entry) {
      uint64_t d = e.data.load(std::memory_order_relaxed);
      used += d && data_generation(d) == generation_;
    }
  return int(used * 1000 / (4 * sample));
}

}  // namespace cotuong::search
