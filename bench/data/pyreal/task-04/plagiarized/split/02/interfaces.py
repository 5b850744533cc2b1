"""The operations every word store offers."""
from abc import ABC, abstractmethod


class WordStore(ABC):
    @abstractmethod
    def insert(self, word: str) -> None: ...

    @abstractmethod
    def search(self, word: str) -> bool: ...

    @abstractmethod
    def startsWith(self, prefix: str) -> bool: ...
