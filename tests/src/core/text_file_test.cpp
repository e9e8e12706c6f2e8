// Files written whole: a replaced file keeps its permissions and leaves nothing beside it.
#include "core/text_file.h"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>

namespace cotuong {
namespace {

TEST(TextFile, ReplacingAFileKeepsItsModeAndLinkAndLeavesNoTemporaryFile) {
  const auto dir = std::filesystem::temp_directory_path() / "cotuong-text-file";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "game.pgn").string();
  ASSERT_TRUE(write_file(path, "old text, longer than the new\n").ok());
  ASSERT_EQ(::chmod(path.c_str(), 0640), 0);
  std::filesystem::create_symlink(path, dir / "link.pgn");
  ASSERT_TRUE(write_file((dir / "link.pgn").string(), "new\n").ok());
  EXPECT_EQ(read_file(path).value(), "new\n");
  EXPECT_TRUE(std::filesystem::is_symlink(dir / "link.pgn"));
  struct stat st {};
  ASSERT_EQ(::stat(path.c_str(), &st), 0);
  EXPECT_EQ(st.st_mode & 0777, 0640u);
  int files = 0;
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(dir)) ++files;
  EXPECT_EQ(files, 2);  // the file and the link
  EXPECT_TRUE(write_file("/dev/null", "a device is written directly\n").ok());
  EXPECT_FALSE(write_file((dir / "no-such-folder" / "x").string(), "x").ok());
}

}  // namespace
}  // namespace cotuong
