// The player's record against each level (seed 003: "wins against each level are counted"),
// kept in a small text file under the user's data directory.
#pragma once

#include <array>
#include <filesystem>
#include <functional>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace cotuong::console {

struct LevelRecord {
  int wins = 0, draws = 0, losses = 0;
};

// Records per level; index 0 is level 1. Invariant: counts are >= 0.
using WinTable = std::array<LevelRecord, 5>;

// Returns $XDG_DATA_HOME/cotuong, or ~/.local/share/cotuong: where the console keeps its files.
std::filesystem::path data_dir();
// Returns data_dir() / "wins.tsv".
std::filesystem::path default_wins_path();
// Returns data_dir() / "games": where a game interrupted by Ctrl-C is saved.
std::filesystem::path default_games_dir();
// Returns the table stored at path (all zero when the file does not exist yet).
absl::StatusOr<WinTable> load_wins(const std::filesystem::path& path);
// Writes the table to path, creating its directory (replaced whole: text_file.h).
absl::Status save_wins(const std::filesystem::path& path, const WinTable& table);
// Reads the table at path, changes it with `change` and writes it back, all under a lock across
// processes (text_file.h's FileLock), so that games two processes count at once are both kept;
// returns the table as written, or why it was not (then the file is as it was).
absl::StatusOr<WinTable> update_wins(const std::filesystem::path& path,
                                     const std::function<void(WinTable&)>& change);

}  // namespace cotuong::console
