from caesar import decrypt, encrypt
from caesar.limits import MAX_OFFSET

message = input("Please enter a message")
offset = int(input("Please enter an offset between -25 and 25"))
while abs(offset) > MAX_OFFSET:
    offset = int(input("Offset not in range - enter again"))
option = input("Would you like to encrypt or decrypt")
while option not in "eEdD" or len(option) != 1:
    option = input("Invalid option, enter again")
print(encrypt(message, offset) if option in "eE" else decrypt(message, offset))
