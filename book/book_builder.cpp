#include "book/book_builder.h"

#include <algorithm>

#include "core/text_file.h"

namespace cotuong::book {

void BookBuilder::add(const Position& pos, Move m, uint64_t weight) {
  assert(pos.is_legal(m));
  add_record(pos.key(), m, weight);
}

void BookBuilder::add_record(Key key, Move m, uint64_t weight) {
  Stats& s = stats_[{key, m}];
  s.weight += weight;
  s.count += 1;
}

void BookBuilder::add_line(Position start, std::span<const Move> moves, uint64_t weight) {
  for (Move m : moves) {
    add(start, m, weight);
    start.do_move(m);
  }
}

void BookBuilder::add_game(Position start, std::span<const Move> moves, rules::GameResult result,
                           int max_plies) {
  for (int ply = 0; ply < int(moves.size()) && ply < max_plies; ++ply) {
    Color mover = start.side_to_move();
    uint64_t weight = 1;
    if (result == rules::GameResult::kRedWins) weight = mover == RED ? 2 : 0;
    if (result == rules::GameResult::kBlackWins) weight = mover == BLACK ? 2 : 0;
    add(start, moves[ply], weight);
    start.do_move(moves[ply]);
  }
}

std::vector<Record> BookBuilder::records(uint64_t min_count) const {
  uint64_t heaviest = 0;
  for (const auto& [pair, s] : stats_)
    if (s.count >= min_count) heaviest = std::max(heaviest, s.weight);
  std::vector<Record> out;
  for (const auto& [pair, s] : stats_) {
    if (s.count < min_count || s.weight == 0) continue;
    uint64_t w = heaviest > 65535 ? s.weight * 65535 / heaviest : s.weight;
    out.push_back({pair.first, pair.second, uint16_t(std::max<uint64_t>(w, 1))});
  }
  return out;
}

absl::Status BookBuilder::write(const std::filesystem::path& path, uint64_t min_count) const {
  return write_file(path.string(), encode(records(min_count)));
}

}  // namespace cotuong::book
