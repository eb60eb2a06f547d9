"""A stand-in for numpy covering only what ipycanvas needs to send drawing commands.

Offline test build only (never shipped): arrays of numbers built from nested lists or bytes,
held in a flat ``array.array`` and exposed to ``memoryview`` through ``__buffer__`` (PEP 688).
"""

from __future__ import annotations

import array as _array
from typing import Any


class dtype:
    """An element type: its numpy name and its ``array`` type code."""

    def __init__(self, name: str, code: str) -> None:
        self.name, self.code = name, code

    def __str__(self) -> str:
        return self.name

    __repr__ = __str__

    def __eq__(self, other: object) -> bool:
        return str(other) == self.name

    def __hash__(self) -> int:
        return hash(self.name)


uint8 = dtype("uint8", "B")
int32 = dtype("int32", "i")
int64 = dtype("int64", "q")
float32 = dtype("float32", "f")
float64 = dtype("float64", "d")
float16 = dtype("float16", "f")  # held as float32: ipycanvas converts float16 to float32 anyway
_BY_NAME = {d.name: d for d in (uint8, int32, int64, float32, float64)}


def _dtype(value: Any) -> dtype:
    if value is None or isinstance(value, dtype):
        return value
    if value is int:
        return int64
    if value is float:
        return float64
    return _BY_NAME[str(value)]


def _flatten(value: Any, shape: list[int], depth: int, out: list) -> None:
    if isinstance(value, ndarray):
        value = value.tolist()
    if isinstance(value, (list, tuple)):
        if len(shape) <= depth:
            shape.append(len(value))
        elif shape[depth] != len(value):
            raise ValueError("setting an array element with a sequence (ragged nested lists)")
        for item in value:
            _flatten(item, shape, depth + 1, out)
    else:
        out.append(value)


class ndarray:
    """A C-contiguous array of numbers: shape, dtype, flags and a binary buffer."""

    def __init__(self, data: _array.array, shape: tuple[int, ...], kind: dtype) -> None:
        self._data, self.shape, self.dtype = data, shape, kind
        self.flags = {"C_CONTIGUOUS": True}

    @property
    def ndim(self) -> int:
        return len(self.shape)

    def __len__(self) -> int:
        return self.shape[0] if self.shape else 0

    def __buffer__(self, flags: int) -> memoryview:
        return memoryview(self._data)

    def astype(self, kind: Any) -> ndarray:
        kind = _dtype(kind)
        cast = int if kind.code in "Biq" else float
        return ndarray(_array.array(kind.code, map(cast, self._data)), self.shape, kind)

    def ravel(self) -> ndarray:
        return ndarray(self._data, (len(self._data),), self.dtype)

    def tolist(self) -> list:
        flat = self._data.tolist()
        for size in reversed(self.shape[1:]):
            flat = [flat[i : i + size] for i in range(0, len(flat), size)]
        return flat


def asarray(value: Any, dtype: Any = None) -> ndarray:
    """An array from nested lists of numbers (or an array, returned as it is)."""
    if isinstance(value, ndarray) and dtype is None:
        return value
    shape: list[int] = []
    flat: list = []
    _flatten(value, shape, 0, flat)
    kind = _dtype(dtype) or (int64 if all(isinstance(x, int) for x in flat) else float64)
    cast = int if kind.code in "Biq" else float
    return ndarray(_array.array(kind.code, map(cast, flat)), tuple(shape), kind)


array = asarray


def require(value: Any, dtype: Any = None, requirements: Any = None) -> ndarray:
    """An array of ``value`` (every stand-in array is already C-contiguous)."""
    return asarray(value, dtype)


def ascontiguousarray(value: Any) -> ndarray:
    """The array itself: stand-in arrays are always contiguous."""
    return asarray(value)


def frombuffer(buffer: bytes, dtype: Any = float64) -> ndarray:
    """A one-dimensional array over a copy of ``buffer``."""
    kind = _dtype(dtype)
    data = _array.array(kind.code)
    data.frombytes(bytes(buffer))
    return ndarray(data, (len(data),), kind)


def concatenate(arrays: list) -> ndarray:
    """One flat array from several one-dimensional arrays."""
    parts = [asarray(a) for a in arrays]
    kind = float64 if any(p.dtype == float64 for p in parts) else parts[0].dtype
    return asarray([x for p in parts for x in p._data], kind)


def zeros(shape: Any, dtype: Any = float64) -> ndarray:
    """An array of zeros."""
    shape = (shape,) if isinstance(shape, int) else tuple(shape)
    count = 1
    for size in shape:
        count *= size
    kind = _dtype(dtype)
    return ndarray(_array.array(kind.code, [0] * count), shape, kind)
