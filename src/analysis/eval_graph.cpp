#include "analysis/eval_graph.h"

#include <algorithm>
#include <cstdio>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_replace.h"

namespace cotuong::analysis {

namespace {

constexpr double kWidth = 900, kChartHeight = 260, kLeft = 50, kRight = 20, kTop = 36, kBottom = 40,
                 kClipPawns = 10;

// Returns text safe inside SVG/XML.
std::string xml_escape(const std::string& text) {
  return absl::StrReplaceAll(text,
                             {{"&", "&amp;"}, {"<", "&lt;"}, {">", "&gt;"}, {"\"", "&quot;"}});
}

// Returns a number with one decimal, as SVG coordinates are written.
std::string num(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", v);
  return text;
}

// Returns a score as pawns clipped to the chart's range (mates at the edge).
double pawns(Value v) {
  if (search::is_mate_score(v)) return v > 0 ? kClipPawns : -kClipPawns;
  return std::clamp(v / 100.0, -kClipPawns, kClipPawns);
}

// Returns the colour of a mark's dot.
const char* mark_colour(Mark m) {
  return m == Mark::kBlunder ? "#d00000" : m == Mark::kMistake ? "#f08000" : "#e0c000";
}

// Returns one chart, its top edge at y0.
std::string chart(const GraphGame& g, double y0) {
  const GameReview& r = *g.review;
  const double plot_w = kWidth - kLeft - kRight, plot_h = kChartHeight - kTop - kBottom;
  const double top = y0 + kTop, mid = top + plot_h / 2;
  const size_t plies = std::max<size_t>(r.moves.size(), 1);
  auto x_of = [&](size_t ply) { return kLeft + plot_w * double(ply) / double(plies); };
  auto y_of = [&](Value v) { return mid - pawns(v) / kClipPawns * (plot_h / 2); };
  std::string s =
      absl::StrCat("<g>\n<text x=\"", num(kLeft), "\" y=\"", num(y0 + 22),
                   "\" font-size=\"16\" font-weight=\"bold\">", xml_escape(g.title), "</text>\n");
  absl::StrAppend(&s, "<rect x=\"", num(kLeft), "\" y=\"", num(top), "\" width=\"", num(plot_w),
                  "\" height=\"", num(plot_h / 2), "\" fill=\"#fdecea\"/>\n");
  absl::StrAppend(&s, "<rect x=\"", num(kLeft), "\" y=\"", num(mid), "\" width=\"", num(plot_w),
                  "\" height=\"", num(plot_h / 2), "\" fill=\"#e8eef7\"/>\n");
  for (int p : {-10, -5, 0, 5, 10}) {  // horizontal grid with pawn labels
    double y = mid - p / kClipPawns * (plot_h / 2);
    absl::StrAppend(&s, "<line x1=\"", num(kLeft), "\" y1=\"", num(y), "\" x2=\"",
                    num(kLeft + plot_w), "\" y2=\"", num(y), "\" stroke=\"",
                    p == 0 ? "#444" : "#bbb", "\" stroke-width=\"", p == 0 ? "1.5" : "0.5",
                    "\"/>\n<text x=\"", num(kLeft - 6), "\" y=\"", num(y + 4),
                    "\" font-size=\"11\" text-anchor=\"end\">", p > 0 ? "+" : "", p, "</text>\n");
  }
  size_t step = plies <= 40 ? 5 : plies <= 120 ? 10 : 20;  // move numbers along the axis
  for (size_t ply = 0; ply <= plies; ply += step * 2)
    absl::StrAppend(&s, "<text x=\"", num(x_of(ply)), "\" y=\"", num(top + plot_h + 16),
                    "\" font-size=\"11\" text-anchor=\"middle\">", ply / 2 + 1, "</text>\n");
  std::string points = absl::StrCat(num(x_of(0)), ",", num(y_of(r.start_eval)));
  for (size_t i = 0; i < r.moves.size(); ++i)
    absl::StrAppend(&points, " ", num(x_of(i + 1)), ",", num(y_of(r.moves[i].eval_after)));
  absl::StrAppend(&s, "<polygon points=\"", num(x_of(0)), ",", num(mid), " ", points, " ",
                  num(x_of(r.moves.size())), ",", num(mid),
                  "\" fill=\"#888\" fill-opacity=\"0.35\"/>\n<polyline points=\"", points,
                  "\" fill=\"none\" stroke=\"#222\" stroke-width=\"1.8\"/>\n");
  for (size_t i = 0; i < r.moves.size(); ++i) {
    if (r.moves[i].mark == Mark::kNone) continue;
    absl::StrAppend(&s, "<circle cx=\"", num(x_of(i + 1)), "\" cy=\"",
                    num(y_of(r.moves[i].eval_after)), "\" r=\"4\" fill=\"",
                    mark_colour(r.moves[i].mark), "\" stroke=\"#000\" stroke-width=\"0.5\"/>\n");
  }
  absl::StrAppend(&s, "<text x=\"", num(kLeft + plot_w), "\" y=\"", num(top + plot_h + 32),
                  "\" font-size=\"11\" text-anchor=\"end\">Red ahead above, Black below; dots: "
                  "?! yellow, ? orange, ?? red</text>\n</g>\n");
  return s;
}

}  // namespace

std::string eval_graph_svg(const std::vector<GraphGame>& games) {
  double height = kChartHeight * std::max<size_t>(games.size(), 1);
  std::string s = absl::StrCat(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" "
      "version=\"1.1\" width=\"",
      num(kWidth), "\" height=\"", num(height), "\" viewBox=\"0 0 ", num(kWidth), " ", num(height),
      "\" font-family=\"sans-serif\">\n<rect width=\"100%\" height=\"100%\" "
      "fill=\"white\"/>\n");
  for (size_t i = 0; i < games.size(); ++i) s += chart(games[i], kChartHeight * double(i));
  return s + "</svg>\n";
}

std::string graph_title(const notation::GameRecord& game, int number) {
  std::string red = game.tag("Red").empty() ? "?" : game.tag("Red");
  std::string black = game.tag("Black").empty() ? "?" : game.tag("Black");
  std::string title = absl::StrCat("Game ", number, ": ", red, " – ", black);
  std::string event = game.tag("Event");
  if (event.size() > 40) {  // cut at a character boundary, not inside a UTF-8 sequence
    size_t cut = 37;
    while (cut > 0 && (static_cast<unsigned char>(event[cut]) & 0xC0) == 0x80) --cut;
    event = event.substr(0, cut) + "...";
  }
  if (!event.empty()) absl::StrAppend(&title, " (", event, ")");
  return title;
}

}  // namespace cotuong::analysis
