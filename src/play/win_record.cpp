#include "play/win_record.h"

#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "core/quote.h"
#include "core/text_file.h"
#include "platform/folders.h"

namespace cotuong::play {

std::filesystem::path data_dir() { return platform::user_data_folder() / "cotuong"; }

std::filesystem::path default_wins_path() { return data_dir() / "wins.tsv"; }

absl::StatusOr<WinTable> load_wins(const std::filesystem::path& path) {
  WinTable table{};
  std::ifstream in(path);
  if (!in) return table;  // no games recorded yet
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> cols = absl::StrSplit(line, '\t');
    int level, wins, draws, losses;
    if (cols.size() != 4 || !absl::SimpleAtoi(cols[0], &level) || level < 1 || level > 5 ||
        !absl::SimpleAtoi(cols[1], &wins) || !absl::SimpleAtoi(cols[2], &draws) ||
        !absl::SimpleAtoi(cols[3], &losses) || wins < 0 || draws < 0 || losses < 0)
      return absl::DataLossError(
          absl::StrCat(path.string(), ": unreadable line ", readable_quote(line)));
    table[level - 1] = {wins, draws, losses};
  }
  return table;
}

absl::Status save_wins(const std::filesystem::path& path, const WinTable& table) {
  std::error_code ec;
  std::filesystem::create_directories(path.parent_path(), ec);
  std::string text = "# level\twins\tdraws\tlosses (the player's games against cotuong's levels)\n";
  for (int i = 0; i < 5; ++i)
    absl::StrAppend(&text, i + 1, "\t", table[i].wins, "\t", table[i].draws, "\t", table[i].losses,
                    "\n");
  return write_file(path.string(), text);
}

absl::StatusOr<WinTable> update_wins(const std::filesystem::path& path,
                                     const std::function<void(WinTable&)>& change) {
  std::error_code ec;
  std::filesystem::create_directories(path.parent_path(), ec);
  absl::StatusOr<FileLock> lock = FileLock::acquire(path.string());
  if (!lock.ok()) return lock.status();
  absl::StatusOr<WinTable> table = load_wins(path);
  if (!table.ok()) return table.status();
  change(*table);
  if (absl::Status s = save_wins(path, *table); !s.ok()) return s;
  return table;
}

}  // namespace cotuong::play
