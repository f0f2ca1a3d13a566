// Checks the gear list before a trip.
let gear = ["tent", "stove"]
print(gear.joined(separator: ", "))
