// The player's record against each level (seed 003: "wins against each level are counted"),
// kept in a small text file under the user's data directory; every front that lets a person
// play the engine (the console, the play page) counts into the same file, through
// person_game.h, and several processes may count at once (update_wins).
#pragma once

#include <array>
#include <filesystem>
#include <functional>

#include "absl/status/status.h"
#include "absl/status/statusor.h"

namespace cotuong::play {

struct LevelRecord {
  int wins = 0, draws = 0, losses = 0;
};

// Records per level; index 0 is level 1. Invariant: counts are >= 0.
using WinTable = std::array<LevelRecord, 5>;

// Returns $XDG_DATA_HOME/cotuong, or ~/.local/share/cotuong (Windows: %APPDATA%\cotuong): where
// a person's record and games are kept.
std::filesystem::path data_dir();
// Returns data_dir() / "wins.tsv".
std::filesystem::path default_wins_path();
// Returns the table stored at path (all zero when the file does not exist yet).
absl::StatusOr<WinTable> load_wins(const std::filesystem::path& path);
// Writes the table to path, creating its directory (replaced whole: text_file.h).
absl::Status save_wins(const std::filesystem::path& path, const WinTable& table);
// Reads the table at path, changes it with `change` and writes it back, all under a lock across
// processes (text_file.h's FileLock), so that games two processes count at once are both kept;
// returns the table as written, or why it was not (then the file is as it was).
absl::StatusOr<WinTable> update_wins(const std::filesystem::path& path,
                                     const std::function<void(WinTable&)>& change);

}  // namespace cotuong::play
