#include "protocol/engine_hooks.h"

#include <memory>

#include "book/book_service.h"
#include "play/player_levels.h"

namespace cotuong::protocol {

void install_engine_hooks(Engine& engine) {
  auto books = std::make_shared<book::BookService>();
  engine.set_book_probe([books](const Position& pos,
                                const EngineOptions& options) -> std::optional<BookMove> {
    if (!books->set_files(options.book_files).ok()) return std::nullopt;
    // The one choice of a book move at a level, as a person's game makes it (play/).
    std::optional<book::BookChoice> choice = play::book_move(*books, pos, played_level(options));
    if (!choice) return std::nullopt;
    return BookMove{choice->move, choice->ascii_name};
  });
  engine.set_book_loader([books](const std::string& files) { return books->set_files(files); });
}

}  // namespace cotuong::protocol
