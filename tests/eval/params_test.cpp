// The parameter set: names read back to their parameters, and tuned values that name no
// parameter are an error instead of being dropped.
#include "eval/params.h"

#include <gtest/gtest.h>

#include <utility>

namespace cotuong::eval {
namespace {

TEST(Params, NamesReadBackToTheirParameters) {
  for (int i = 0; i < P_NB; ++i) {
    absl::StatusOr<int> back = param_index(param_name(i));
    ASSERT_TRUE(back.ok()) << param_name(i) << ": " << back.status();
    EXPECT_EQ(*back, i);
  }
}

TEST(Params, NamedValuesSetTheirParameters) {
  const std::pair<const char*, int> values[] = {{"rook_mg", 1234}, {"pst_horse_eg_0_0", -7}};
  absl::StatusOr<Params> p = with_named_values(default_params(), values);
  ASSERT_TRUE(p.ok()) << p.status();
  EXPECT_EQ(p->v[P_ROOK_MG], 1234);
  EXPECT_EQ(p->v[pst_index(HORSE, 1, 0)], -7);
}

TEST(Params, AnUnknownNameIsAnErrorThatNamesIt) {
  const std::pair<const char*, int> values[] = {{"rook_mg", 1234}, {"rook_on_open_file", 10}};
  absl::StatusOr<Params> p = with_named_values(default_params(), values);
  ASSERT_FALSE(p.ok());
  EXPECT_NE(p.status().message().find("rook_on_open_file"), std::string::npos) << p.status();
}

TEST(Params, TheBuiltInParametersAreTheSeedsWithEveryTunedValue) {
  ASSERT_FALSE(tuned_values().empty());
  for (const auto& [name, value] : tuned_values()) {
    absl::StatusOr<int> i = param_index(name);
    ASSERT_TRUE(i.ok()) << i.status();
    EXPECT_EQ(builtin_params().v[*i], value) << name;
  }
}

}  // namespace
}  // namespace cotuong::eval
