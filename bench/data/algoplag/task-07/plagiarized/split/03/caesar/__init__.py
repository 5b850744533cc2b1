from .core import decrypt, encrypt

__all__ = ["encrypt", "decrypt"]
