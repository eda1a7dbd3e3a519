import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `read(2)` and `write(2)` under names of their own: Foundation's overloads of `read` and
// `write` make the plain names ambiguous inside types that have methods of those names.
#if canImport(Glibc)
  @inline(__always) func posixRead(_ fd: Int32, _ to: UnsafeMutableRawPointer, _ count: Int) -> Int
  {
    Glibc.read(fd, to, count)
  }
  @inline(__always) func posixWrite(_ fd: Int32, _ from: UnsafeRawPointer, _ count: Int) -> Int {
    Glibc.write(fd, from, count)
  }
#else
  @inline(__always) func posixRead(_ fd: Int32, _ to: UnsafeMutableRawPointer, _ count: Int) -> Int
  {
    Darwin.read(fd, to, count)
  }
  @inline(__always) func posixWrite(_ fd: Int32, _ from: UnsafeRawPointer, _ count: Int) -> Int {
    Darwin.write(fd, from, count)
  }
#endif
