def ask_offset():
    offset = int(input("Please enter an offset between -25 and 25"))
    while offset > 25 or offset < -25:
        offset = int(input("Offset not in range - enter again"))
    return offset


def ask_option():
    option = input("Would you like to encrypt or decrypt")
    while option.lower() not in ("e", "d"):
        option = input("Invalid option, enter again")
    return option.lower()
