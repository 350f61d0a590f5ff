print("aisle")
