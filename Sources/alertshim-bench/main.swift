print("alertshim-bench: no benchmarks yet")
