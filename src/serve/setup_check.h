// The board editor's check (the page's "Bày cờ"): a position's set-up problems (core/setup.h)
// named in the person's language, as the board changes.
#pragma once

#include <string>

#include "core/setup.h"
#include "messages/catalogue.h"
#include "play/setup_message.h"
#include "serve/page_session.h"

namespace cotuong::serve {

// Returns the check of a FEN: {fen, ok, errors: [{code, text, square?}]}, each error a problem
// of the set-up (or the FEN's syntax: code "fen") rendered in lang; ok when there is none.
Json setup_check(const std::string& fen, messages::Lang lang);

}  // namespace cotuong::serve
