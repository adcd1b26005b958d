"""Scripted fake chat models for the LLM drafting tests. No network.

`ScriptedChatModel` is langchain-core's FakeMessagesListChatModel with three
additions: it replays its script and then repeats the last reply (instead of
cycling), it records every prompt it receives, and it has `bind_tools`, so
`with_structured_output` works: a script item {"tool": {...}} becomes a tool
call named after the bound schema.
"""
from __future__ import annotations

import time
from typing import Any, Optional

from langchain_core.language_models.fake_chat_models import FakeMessagesListChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult
from pydantic import SecretStr


class ScriptedChatModel(FakeMessagesListChatModel):
    responses: list = []  # str | {"tool": dict} | {"bad_tool_json": str} | {"raise": name} | BaseMessage | Exception
    received: list = []
    usage: Optional[dict] = None
    sleep: Optional[float] = None
    tool_name: str = "FAQOut"
    api_key: Optional[SecretStr] = None  # set by the engine from llm.api_key_env

    def _generate(self, messages: list[BaseMessage], stop=None, run_manager=None, **kwargs: Any) -> ChatResult:
        self.received.append([(m.type, m.content) for m in messages])
        if self.sleep:
            time.sleep(self.sleep)
        item = self.responses[min(self.i, len(self.responses) - 1)]
        self.i += 1
        if isinstance(item, BaseException):
            raise item
        if isinstance(item, dict) and "raise" in item:  # from YAML: {"raise": "ConnectionRefusedError", "message": ...}
            import builtins

            raise getattr(builtins, item["raise"])(item.get("message", ""))
        if isinstance(item, BaseMessage):
            msg = item
        elif isinstance(item, dict) and "tool" in item:
            msg = AIMessage(content="", tool_calls=[{"name": self.tool_name, "args": item["tool"],
                                                      "id": f"call_{self.i}"}])
        elif isinstance(item, dict) and "bad_tool_json" in item:
            msg = AIMessage(content="", invalid_tool_calls=[{"name": self.tool_name, "args": item["bad_tool_json"],
                                                              "id": f"call_{self.i}", "error": "bad json"}])
        else:
            msg = AIMessage(content=str(item))
        if self.usage and isinstance(msg, AIMessage) and msg.usage_metadata is None:
            msg = msg.model_copy(update={"usage_metadata": dict(self.usage)})
        return ChatResult(generations=[ChatGeneration(message=msg)])

    def bind_tools(self, tools, *, tool_choice=None, **kwargs):
        return self

    @property
    def _llm_type(self) -> str:
        return "scripted-fake-chat-model"
