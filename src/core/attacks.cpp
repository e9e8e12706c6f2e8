#include "core/attacks.h"

#include <mutex>

namespace cotuong::attacks {

LineAttacks kRankLine[FILE_NB][128];
LineAttacks kFileLine[RANK_NB][256];
Bitboard kFileSpread[1024];
Bitboard kHorse[SQUARE_NB][16];
Bitboard kHorseFrom[SQUARE_NB][16];
Bitboard kElephant[SQUARE_NB][16];
Bitboard kAdvisor[SQUARE_NB];
Bitboard kKing[SQUARE_NB];
Bitboard kPawn[COLOR_NB][SQUARE_NB];
Bitboard kPawnFrom[COLOR_NB][SQUARE_NB];
Bitboard kBetween[SQUARE_NB][SQUARE_NB];
Bitboard kLine[SQUARE_NB];
Square kOrtho[SQUARE_NB + 1][4];
Square kDiag[SQUARE_NB + 1][4];

namespace {

// Returns the square (file + df, rank + dr) or SQ_NONE when off the board.
Square offset(Square s, int df, int dr) {
  int f = file_of(s) + df, r = rank_of(s) + dr;
  return f >= 0 && f < FILE_NB && r >= 0 && r < RANK_NB ? make_square(f, r) : SQ_NONE;
}

bool in_palace(Square s) {
  int f = file_of(s), r = rank_of(s);
  return f >= 3 && f <= 5 && (r <= 2 || r >= 7);
}

// Returns rook and cannon masks for a piece at `pos` on a line of `len` points with `occ`.
LineAttacks slide(int pos, int len, unsigned occ) {
  LineAttacks a{0, 0};
  for (int dir : {-1, 1}) {
    int screens = 0;
    for (int p = pos + dir; p >= 0 && p < len; p += dir) {
      bool occupied = (occ >> p) & 1;
      if (screens == 0) {
        a.rook |= uint16_t(1u << p);
        if (occupied) screens = 1;
      } else if (occupied) {
        a.cannon |= uint16_t(1u << p);
        break;
      }
    }
  }
  return a;
}

constexpr int kOrthoDelta[4][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};   // N, E, S, W
constexpr int kDiagDelta[4][2] = {{1, 1}, {1, -1}, {-1, -1}, {-1, 1}};  // NE, SE, SW, NW

void build() {
  // The end points of a line are left out of the index, so they are taken as occupied: a rook
  // reaches them either way, and a cannon "capture" there must be masked with the occupancy.
  for (int f = 0; f < FILE_NB; ++f)
    for (unsigned inner = 0; inner < 128; ++inner)
      kRankLine[f][inner] = slide(f, 9, inner << 1 | 0x101);
  for (int r = 0; r < RANK_NB; ++r)
    for (unsigned inner = 0; inner < 256; ++inner)
      kFileLine[r][inner] = slide(r, 10, inner << 1 | 0x201);
  for (unsigned m = 0; m < 1024; ++m) {
    Bitboard b;
    for (int r = 0; r < RANK_NB; ++r)
      if (m >> r & 1) b |= make_square(0, r);
    kFileSpread[m] = b;
  }

  for (int i = 0; i < 4; ++i) kOrtho[SQ_NONE][i] = kDiag[SQ_NONE][i] = SQ_NONE;
  for (int si = 0; si < SQUARE_NB; ++si) {
    Square s = Square(si);
    for (int i = 0; i < 4; ++i) {
      kOrtho[s][i] = offset(s, kOrthoDelta[i][0], kOrthoDelta[i][1]);
      kDiag[s][i] = offset(s, kDiagDelta[i][0], kDiagDelta[i][1]);
    }
  }

  for (int si = 0; si < SQUARE_NB; ++si) {
    Square s = Square(si);
    for (unsigned legs = 0; legs < 16; ++legs) {
      Bitboard horse, from, elephant;
      for (int i = 0; i < 4; ++i) {
        // Horse on s: leg i (orthogonal) free -> the two squares beyond it, diagonally outward.
        if (!(legs >> i & 1) && kOrtho[s][i] != SQ_NONE) {
          int df = kOrthoDelta[i][0], dr = kOrthoDelta[i][1];
          for (int side : {-1, 1}) {
            Square t = offset(s, 2 * df + (df == 0 ? side : 0), 2 * dr + (dr == 0 ? side : 0));
            if (t != SQ_NONE) horse |= t;
          }
        }
        // Reverse: diagonal neighbour i free -> the two horses whose leg it is can reach s.
        // Elephant: eye i free -> the square two steps that way, on the same half.
        if (!(legs >> i & 1) && kDiag[s][i] != SQ_NONE) {
          int df = kDiagDelta[i][0], dr = kDiagDelta[i][1];
          for (Square t : {offset(s, 2 * df, dr), offset(s, df, 2 * dr)})
            if (t != SQ_NONE) from |= t;
          Square e = offset(s, 2 * df, 2 * dr);
          if (e != SQ_NONE && (rank_of(e) <= 4) == (rank_of(s) <= 4)) elephant |= e;
        }
      }
      kHorse[s][legs] = horse;
      kHorseFrom[s][legs] = from;
      kElephant[s][legs] = elephant;
    }

    kAdvisor[s] = kKing[s] = Bitboard();
    if (in_palace(s)) {
      for (int i = 0; i < 4; ++i) {
        Square d = kDiag[s][i], o = kOrtho[s][i];
        if (d != SQ_NONE && in_palace(d)) kAdvisor[s] |= d;
        if (o != SQ_NONE && in_palace(o) && (rank_of(o) <= 4) == (rank_of(s) <= 4)) kKing[s] |= o;
      }
    }

    for (Color c : {RED, BLACK}) {
      Bitboard p;
      Square fwd = offset(s, 0, c == RED ? 1 : -1);
      if (fwd != SQ_NONE) p |= fwd;
      if (!on_own_side(c, s)) {
        for (Square t : {offset(s, -1, 0), offset(s, 1, 0)})
          if (t != SQ_NONE) p |= t;
      }
      kPawn[c][s] = p;
    }
  }
  for (Color c : {RED, BLACK})
    for (int si = 0; si < SQUARE_NB; ++si)
      for (Bitboard b = kPawn[c][si]; b;) kPawnFrom[c][b.pop_lsb()] |= Square(si);

  for (int a = 0; a < SQUARE_NB; ++a) {
    kLine[a] = (file_bb(file_of(Square(a))) | rank_bb(rank_of(Square(a)))) ^ Square(a);
    for (int b = 0; b < SQUARE_NB; ++b) {
      Bitboard between;
      Square sa = Square(a), sb = Square(b);
      if (a != b && (file_of(sa) == file_of(sb) || rank_of(sa) == rank_of(sb))) {
        int step = file_of(sa) == file_of(sb) ? 9 : 1;
        if (b < a) step = -step;
        for (int s = a + step; s != b; s += step) between |= Square(s);
      }
      kBetween[a][b] = between;
    }
  }
}

}  // namespace

void init() {
  static std::once_flag once;
  std::call_once(once, build);
}

Bitboard palace_bb(Color c) {
  Bitboard b;
  for (int f = 3; f <= 5; ++f)
    for (int r = 0; r < 3; ++r) b |= make_square(f, c == RED ? r : 9 - r);
  return b;
}

Bitboard advisor_points_bb(Color c) {
  int base = c == RED ? 0 : 7;
  return Bitboard() | make_square(3, base) | make_square(5, base) | make_square(4, base + 1) |
         make_square(3, base + 2) | make_square(5, base + 2);
}

Bitboard elephant_points_bb(Color c) {
  int r0 = c == RED ? 0 : 9, r2 = c == RED ? 2 : 7, r4 = c == RED ? 4 : 5;
  return Bitboard() | make_square(2, r0) | make_square(6, r0) | make_square(0, r2) |
         make_square(4, r2) | make_square(8, r2) | make_square(2, r4) | make_square(6, r4);
}

}  // namespace cotuong::attacks
