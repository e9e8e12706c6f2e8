#include "rules/arbiter.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "core/movegen.h"
#include "core/zobrist.h"
#include "rules/material.h"
#include "rules/repetition.h"

namespace cotuong::rules {

namespace {

using messages::Message;

// Returns the catalogue key of a piece type's name ("verdict.piece.rook").
std::string piece_key(PieceType pt) {
  static const char* const kNames[PIECE_TYPE_NB] = {"",      "king", "advisor", "elephant",
                                                    "horse", "rook", "cannon",  "pawn"};
  return std::string("verdict.piece.") + kNames[pt];
}

// Returns a side's name as a message ("Red" / "Đỏ").
Message side(Color c) { return Message(c == RED ? "color.red" : "color.black"); }

// Returns the pieces on `squares` as a message, "the black rook on b7" (more pieces joined with
// "and"), or nothing for none.
std::optional<Message> describe_pieces(const Position& pos, Bitboard squares) {
  std::vector<Message> pieces;
  while (squares) {
    Square s = squares.pop_lsb();
    Piece p = pos.piece_on(s);
    pieces.push_back(
        Message("verdict.piece_on")
            .with("color", Message(color_of(p) == RED ? "verdict.adj.red" : "verdict.adj.black"))
            .with("piece", Message(piece_key(type_of(p))))
            .with("square", square_name(s)));
  }
  if (pieces.empty()) return std::nullopt;
  Message out = pieces.back();
  for (int i = int(pieces.size()) - 2; i >= 0; --i)
    out = Message("verdict.pieces_and").with("first", pieces[i]).with("rest", out);
  return out;
}

// Returns the verb of a violation as a message ("checked" / "chased").
Message violation_verb(Violation v) {
  return Message(v == Violation::kCheck ? "verdict.verb.checked" : "verdict.verb.chased");
}
// Returns the participle of a violation as a message ("checking" / "chasing").
Message violation_participle(Violation v) {
  return Message(v == Violation::kCheck ? "verdict.verb.checking" : "verdict.verb.chasing");
}

// Returns a verdict in which `loser` loses by `rule`, in the words of `message`.
Verdict loss(Color loser, const char* rule, Message message) {
  Verdict v;
  v.result = loss_for(loser);
  v.rule = rule;
  // Losing by perpetual check or chase is breaking a rule; every other ending is normal play.
  bool infraction = v.rule == "perpetual-check" || v.rule == "perpetual-chase";
  v.termination = infraction ? "rules infraction" : "normal";
  v.at_fault = loser;
  v.explanation = messages::render(message, messages::Lang::kEn);
  v.message = std::move(message);
  return v;
}

// Returns a drawn verdict by `rule`, in the words of `message`.
Verdict draw(const char* rule, Message message) {
  Verdict v;
  v.result = GameResult::kDraw;
  v.rule = rule;
  v.termination = "normal";
  v.explanation = messages::render(message, messages::Lang::kEn);
  v.message = std::move(message);
  return v;
}

const char* violation_rule(Violation v) {
  return v == Violation::kCheck ? "perpetual-check" : "perpetual-chase";
}

// Returns the Zobrist key of colour c's pieces on their squares (no side to move).
Key placement_key(const Position& pos, Color c) {
  Key k = 0;
  for (Bitboard b = pos.pieces(c); b;) {
    Square s = b.pop_lsb();
    k ^= zobrist::kPieceSquare[pos.piece_on(s)][s];
  }
  return k;
}

}  // namespace

messages::Message rule_name(const Verdict& v) {
  std::string key = v.rule;
  std::replace(key.begin(), key.end(), '-', '_');
  std::replace(key.begin(), key.end(), ' ', '_');
  if (!messages::catalogue(messages::Lang::kEn).count("verdict.rule." + key))
    return messages::Message("verdict.verbatim").with("text", v.rule);
  return messages::Message("verdict.rule." + key);
}

const char* color_name(Color c) { return c == RED ? "Red" : "Black"; }

Arbiter::Arbiter(const Position& start, const Rules& rules)
    : start_(start), pos_(start), rules_(rules), limits_(rules.limits()) {
  start_plies_ = 2 * (pos_.fullmove_number() - 1) + (pos_.side_to_move() == BLACK ? 1 : 0);
  PlyRecord first;
  first.key = pos_.key();
  first.progress_plies = pos_.plies_since_capture();
  for (Color c : {RED, BLACK}) first.placement[c] = placement_key(pos_, c);
  records_.push_back(first);
}

absl::Status Arbiter::play(Move m) {
  if (!pos_.is_legal(m))
    return absl::InvalidArgumentError(
        absl::StrCat("illegal move ", to_ucci(m), " in position ", pos_.fen()));
  Color us = pos_.side_to_move();
  Square from = from_sq(m), to = to_sq(m);
  const PlyRecord& prev = last();
  PlyRecord rec;
  for (Color c : {RED, BLACK}) rec.streak[c] = prev.streak[c];
  pos_.do_move(m);

  rec.flags.move = m;
  rec.key = pos_.key();
  rec.flags.check = pos_.in_check();
  rec.flags.chased = chased_by_last_move(pos_, &rec.chasers, &rec.flags.unprotected);
  bool active = rec.flags.check || bool(rec.flags.chased);
  bool prev_active = records_.size() > 1 && (prev.flags.check || bool(prev.flags.chased));

  // Room streaks: follow the pieces, then extend or break the mover's streak.
  Streak& mine = rec.streak[us];
  Streak& theirs = rec.streak[~us];
  if (mine.pieces.test(from)) mine.pieces = (mine.pieces ^ from) | to;
  if (pos_.captured_piece() != NO_PIECE && theirs.pieces.test(to)) {
    theirs.pieces ^= to;
    ++theirs.lost_pieces;
  }
  if (active) {
    ++mine.moves;
    mine.pieces |= pos_.checkers() | rec.chasers;
    mine.all_checks &= rec.flags.check;
  } else {
    mine = Streak();
  }

  rec.effective_plies = prev.effective_plies + (!active && !prev_active ? 1 : 0);
  bool pawn_progress = type_of(pos_.piece_on(to)) == PAWN && !on_own_side(us, to) &&
                       relative_rank(us, to) > relative_rank(us, from);
  rec.progress_plies =
      pos_.captured_piece() != NO_PIECE || pawn_progress ? 0 : prev.progress_plies + 1;
  for (Color c : {RED, BLACK}) rec.placement[c] = placement_key(pos_, c);
  records_.push_back(rec);
  return absl::OkStatus();
}

absl::Status Arbiter::play(absl::string_view ucci) {
  absl::StatusOr<Move> m = parse_ucci(pos_, ucci);
  if (!m.ok()) return m.status();
  return play(*m);
}

void Arbiter::undo() {
  if (records_.size() <= 1) return;
  pos_.undo_move();
  records_.pop_back();
}

std::vector<Move> Arbiter::moves() const {
  std::vector<Move> out;
  out.reserve(records_.size() - 1);
  for (size_t i = 1; i < records_.size(); ++i) out.push_back(records_[i].flags.move);
  return out;
}

std::vector<PlyFlags> Arbiter::flags() const {
  std::vector<PlyFlags> out;
  for (size_t i = 1; i < records_.size(); ++i) out.push_back(records_[i].flags);
  return out;
}

int Arbiter::total_plies() const { return start_plies_ + plies(); }

int Arbiter::streak_allowance(const Streak& s) const {
  int pieces = std::max(1, s.pieces.count() + s.lost_pieces);
  return limits_.streak_moves_per_piece * std::min(pieces, limits_.streak_max_pieces);
}

Verdict Arbiter::judge_repetition(bool* decided) const {
  *decided = false;
  const int n = plies();
  const Key key = records_[n].key;
  const int lower = std::max(0, n - pos_.plies_since_capture());
  int first = -1, earlier = 0;  // first: the 1st of the (last) three occurrences
  int middle = -1;              // the 2nd of three occurrences
  for (int j = n - 2; j >= lower && earlier < 2; j -= 2) {
    if (records_[j].key != key) continue;
    middle = first;
    first = j;
    ++earlier;
  }
  if (earlier == 0) return Verdict();

  // The plies judged: every ply since the first of the three occurrences (at the 2nd, since the
  // 1st), not only the cycle that closes the last one. Two rooks taking turns at two cannons, one
  // cannon chased over and over by one rook before the other rook takes its turn at the other
  // cannon, is still "two pieces chasing two pieces in turn", a draw (WXF/AXF rule 32, diagram
  // 80), though its last cycle alone is one rook chasing one cannon. The cycle of each
  // occurrence still tells a chase in turn, which answers the other side's chase (repetition.h).
  std::vector<PlyFlags> plies;
  for (int ply = first + 1; ply <= n; ++ply) plies.push_back(records_[ply].flags);
  std::vector<int> cycle_starts;
  if (middle >= 0) cycle_starts.push_back(middle - first);
  Color last_mover = ~pos_.side_to_move();
  Bitboard chased[COLOR_NB];
  Violation red = repetition_violation(plies, cycle_starts, last_mover, RED, &chased[RED]);
  Violation black = repetition_violation(plies, cycle_starts, last_mover, BLACK, &chased[BLACK]);
  Color loser = RED;
  bool someone_loses = limits_.perpetual_rules && perpetual_loser(red, black, &loser);
  Violation by_loser = loser == RED ? red : black;
  Violation by_winner = loser == RED ? black : red;

  if (earlier >= 2) {
    if (!limits_.perpetual_rules) {
      *decided = true;
      return draw("repetition", Message("verdict.repetition.three_times"));
    }
    if (!someone_loses) {
      *decided = true;
      // A violation that loses nothing was answered: both sides checked, or both chased.
      if (violates(red) || violates(black))
        return draw("repetition", Message("verdict.repetition.both_perpetual")
                                      .with("verb", violation_verb(violates(red) ? red : black)));
      return draw("repetition", Message("verdict.repetition.no_violation"));
    }
    if (!limits_.streak_rules()) {
      *decided = true;
      const std::optional<Message> pieces =
          by_loser != Violation::kCheck ? describe_pieces(pos_, chased[loser]) : std::nullopt;
      Message why = pieces ? Message("verdict.perpetual.loses_pieces").with("pieces", *pieces)
                           : Message("verdict.perpetual.loses");
      why.with("side", side(loser)).with("verb", violation_verb(by_loser));
      if (by_winner == Violation::kUnprotectingChase && by_loser == Violation::kChase)
        why = Message("verdict.with_note")
                  .with("verdict", why)
                  .with("note", Message("verdict.note.unprotecting").with("side", side(~loser)));
      else if (violates(by_winner))
        why = Message("verdict.with_note")
                  .with("verdict", why)
                  .with("note", Message("verdict.note.check_loses_to_chase"));
      return loss(loser, violation_rule(by_loser), why);
    }
    // Room rules: the streak allowance decides; until then the game goes on, with a warning.
  }
  Verdict v;
  v.rule = "repetition";
  v.repetition_warning = true;
  if (someone_loses) {
    v.at_fault = loser;
    v.message = Message(limits_.streak_rules() ? "verdict.warning.perpetual_room"
                                               : "verdict.warning.perpetual")
                    .with("side", side(loser))
                    .with("verb", violation_participle(by_loser));
  } else {
    v.message = Message("verdict.warning.twice");
  }
  v.explanation = messages::render(v.message, messages::Lang::kEn);
  return v;
}

Verdict Arbiter::judge_changing_squares() const {
  if (!limits_.perpetual_rules || limits_.streak_rules()) return Verdict();
  const int n = plies();
  const int lower = std::max(0, n - pos_.plies_since_capture());
  Color last_mover = ~pos_.side_to_move();
  // Two or more pieces cannot take turns to perpetually chase a piece (WXF/AXF rule 33, diagram
  // 81: two rooks take turns at one cannon, each from a new square, and lose before any position
  // repeats three times). A chase over changing squares is a repetition of the chase: the
  // chased side's pieces stand where they stood twice before (the same side to move), and the
  // other side chased the same piece with every move since the first of the three, never
  // standing as it stood (a position that repeats whole is judged as a repetition instead).
  for (int j = n - 2; j >= lower; j -= 2)
    if (records_[j].key == records_[n].key) return Verdict();
  for (Color chased_side : {RED, BLACK}) {
    const Key key = records_[n].placement[chased_side];
    int first = -1, middle = -1, earlier = 0;
    for (int j = n - 2; j >= lower && earlier < 2; j -= 2) {
      if (records_[j].placement[chased_side] != key) continue;
      middle = first;
      first = j;
      ++earlier;
    }
    if (earlier < 2) continue;
    std::vector<PlyFlags> span;
    for (int ply = first + 1; ply <= n; ++ply) span.push_back(records_[ply].flags);
    const int cycle_starts[] = {middle - first};
    Color chaser = ~chased_side;
    Bitboard chased;
    Violation by_chaser = repetition_violation(span, cycle_starts, last_mover, chaser, &chased);
    Violation by_chased = repetition_violation(span, cycle_starts, last_mover, chased_side);
    Color loser;
    bool red_first = chaser == RED;
    if (by_chaser == Violation::kCheck ||
        !perpetual_loser(red_first ? by_chaser : by_chased, red_first ? by_chased : by_chaser,
                         &loser) ||
        loser != chaser)
      continue;
    const std::optional<Message> pieces = describe_pieces(pos_, chased);
    Message why = pieces ? Message("verdict.changing_squares.pieces").with("pieces", *pieces)
                         : Message("verdict.changing_squares");
    return loss(chaser, violation_rule(by_chaser), why.with("side", side(chaser)));
  }
  return Verdict();
}

Verdict Arbiter::judge_streak() const {
  if (limits_.streak_moves_per_piece == 0 || records_.size() <= 1) return Verdict();
  Color mover = ~pos_.side_to_move();
  const Streak& mine = last().streak[mover];
  const Streak& theirs = last().streak[~mover];
  int allowed = streak_allowance(mine);
  if (mine.moves <= allowed) return Verdict();
  auto kind = [](const Streak& s) { return s.all_checks ? Violation::kCheck : Violation::kChase; };
  Violation v_mine = kind(mine);
  Violation v_theirs = theirs.moves > 0 && theirs.moves >= streak_allowance(theirs)
                           ? kind(theirs)
                           : Violation::kNone;
  Color loser = RED;
  if (!perpetual_loser(mover == RED ? v_mine : v_theirs, mover == RED ? v_theirs : v_mine, &loser))
    return draw("repetition", Message("verdict.streak.both").with("verb", violation_verb(v_mine)));
  const Streak& s = loser == mover ? mine : theirs;
  Violation by_loser = loser == mover ? v_mine : v_theirs;
  int pieces = std::max(1, s.pieces.count() + s.lost_pieces);
  return loss(loser, violation_rule(by_loser),
              Message("verdict.streak.loses")
                  .with("side", side(loser))
                  .with("verb", violation_verb(by_loser))
                  .with("moves", s.moves)
                  .with("pieces", pieces)
                  .with("limit", streak_allowance(s)));
}

Verdict Arbiter::judge_current() const {
  Color us = pos_.side_to_move();
  if (MoveList<LEGAL>(pos_).size() == 0) {
    if (pos_.in_check())
      return loss(us, "checkmate", Message("verdict.checkmate").with("side", side(us)));
    return loss(us, "stalemate", Message("verdict.stalemate").with("side", side(us)));
  }
  bool decided;
  Verdict repetition = judge_repetition(&decided);
  if (decided) return repetition;
  if (Verdict v = judge_changing_squares(); v.over()) return v;
  if (Verdict v = judge_streak(); v.over()) return v;
  if (neither_side_can_win(pos_))
    return draw("insufficient-material", Message("verdict.insufficient_material"));
  const int no_capture_plies = limits_.no_capture_plies;
  if (no_capture_plies && pos_.plies_since_capture() >= no_capture_plies)
    return draw("no-capture-limit",
                no_capture_plies % 2
                    ? Message("verdict.no_capture.plies").with("n", no_capture_plies)
                    : Message("verdict.no_capture.moves").with("n", no_capture_plies / 2));
  if (limits_.progress_plies && last().progress_plies >= limits_.progress_plies)
    return draw("progress-limit",
                Message("verdict.progress_limit").with("n", limits_.progress_plies / 2));
  if (limits_.effective_plies && last().effective_plies >= limits_.effective_plies)
    return draw("effective-move-limit",
                Message("verdict.effective_move_limit").with("n", limits_.effective_plies / 2));
  if (limits_.total_plies && total_plies() >= limits_.total_plies)
    return draw("move-limit", Message("verdict.move_limit").with("n", limits_.total_plies / 2));
  return repetition;
}

Verdict Arbiter::verdict() const { return judge_current(); }

Verdict Arbiter::first_ending(int* ply) const {
  Arbiter replay(start_, rules_);
  for (int i = 0;; ++i) {
    Verdict v = replay.verdict();
    if (v.over() || i == plies()) {
      if (ply) *ply = i;
      return v;
    }
    absl::Status s = replay.play(records_[i + 1].flags.move);
    assert(s.ok());
    (void)s;
  }
}

}  // namespace cotuong::rules
