#include "protocol/engine_hooks.h"

#include <memory>

#include "book/book_service.h"
#include "search/levels.h"

namespace cotuong::protocol {

void install_engine_hooks(Engine& engine) {
  auto books = std::make_shared<book::BookService>();
  engine.set_book_probe(
      [books](const Position& pos, const EngineOptions& options) -> std::optional<BookMove> {
        if (!books->set_files(options.book_files).ok()) return std::nullopt;
        std::optional<book::BookChoice> choice =
            books->pick(pos, search::book_variety(played_level(options)));
        if (!choice) return std::nullopt;
        return BookMove{choice->move, choice->ascii_name};
      });
  engine.set_book_loader([books](const std::string& files) { return books->set_files(files); });
}

}  // namespace cotuong::protocol
