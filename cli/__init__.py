"""The `provgate` command line, the process supervisor behind `provgate up`, and a client."""
