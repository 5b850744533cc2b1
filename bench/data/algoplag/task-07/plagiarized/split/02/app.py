from codec import decrypt, encrypt
from prompts import ask_offset, ask_option


def run():
    message = input("Please enter a message")
    offset = ask_offset()
    if ask_option() == "e":
        print(encrypt(message, offset))
    else:
        print(decrypt(message, offset))


if __name__ == "__main__":
    run()
