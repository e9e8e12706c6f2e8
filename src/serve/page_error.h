// An error of the page's session that a person reads: an absl::Status whose text is the
// message in English (logs, tests) and which carries the message itself, so that the API words
// it in the page's language (messages/catalogue.h).
#pragma once

#include <optional>
#include <string>

#include "absl/status/status.h"
#include "messages/catalogue.h"

namespace cotuong::serve {

// Returns an error of `code` carrying message.
absl::Status page_error(absl::StatusCode code, const messages::Message& message);
// Returns the message an error carries, or nothing (an error worded elsewhere).
std::optional<messages::Message> carried_message(const absl::Status& status);
// Returns the words of an error in lang: its message's when it carries one, else its text.
std::string status_text(const absl::Status& status, messages::Lang lang);

}  // namespace cotuong::serve
