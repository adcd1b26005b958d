"""The QA gate: extract every number from final Markdown, bind it, apply rules. Pure."""
