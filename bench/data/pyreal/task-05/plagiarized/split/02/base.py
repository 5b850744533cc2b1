"""Common interface of the cache implementations."""
from abc import ABC, abstractmethod

MISSING = -1


class Cache(ABC):
    def __init__(self, capacity: int):
        self.capacity = capacity

    @abstractmethod
    def get(self, key): ...

    @abstractmethod
    def set(self, key, value): ...

    def is_full(self, size: int) -> bool:
        return size == self.capacity
