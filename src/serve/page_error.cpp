#include "serve/page_error.h"

#include "absl/strings/cord.h"
#include "nlohmann/json.hpp"

namespace cotuong::serve {

namespace {

using Json = nlohmann::json;
using messages::Message;

constexpr char kPayload[] = "cotuong/message";

Json to_json(const Message& m) {
  Json args = Json::array();
  for (const Message::Arg& a : m.args()) {
    switch (a.kind) {
      case Message::Arg::Kind::kText:
        args.push_back({{"name", a.name}, {"text", a.text}});
        break;
      case Message::Arg::Kind::kNumber:
        args.push_back({{"name", a.name}, {"number", a.number}});
        break;
      case Message::Arg::Kind::kMessage:
        args.push_back({{"name", a.name}, {"message", to_json(a.message.front())}});
        break;
    }
  }
  return {{"key", m.key()}, {"args", args}};
}

Message from_json(const Json& j) {
  Message m(j.at("key").get<std::string>());
  for (const Json& a : j.at("args")) {
    std::string name = a.at("name").get<std::string>();
    if (a.contains("text"))
      m.with(std::move(name), a["text"].get<std::string>());
    else if (a.contains("number"))
      m.with(std::move(name), a["number"].get<long long>());
    else
      m.with(std::move(name), from_json(a.at("message")));
  }
  return m;
}

}  // namespace

absl::Status page_error(absl::StatusCode code, const Message& message) {
  absl::Status s(code, messages::render(message, messages::Lang::kEn));
  s.SetPayload(kPayload, absl::Cord(to_json(message).dump()));
  return s;
}

std::optional<Message> carried_message(const absl::Status& status) {
  const auto payload = status.GetPayload(kPayload);
  if (!payload) return std::nullopt;
  Json j = Json::parse(std::string(*payload), nullptr, false);
  if (j.is_discarded()) return std::nullopt;
  try {
    return from_json(j);
  } catch (const Json::exception&) {
    return std::nullopt;
  }
}

std::string status_text(const absl::Status& status, messages::Lang lang) {
  if (std::optional<Message> m = carried_message(status)) return messages::render(*m, lang);
  return std::string(status.message());
}

}  // namespace cotuong::serve
