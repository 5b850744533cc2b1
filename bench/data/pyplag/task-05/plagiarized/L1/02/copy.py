"""Homework 4 - RLE"""
def encode(text):
    if text=="":
        return ""
    result=""
    count=1
    prev=text[0]
    for ch in text[1:]:
        if ch==prev:
            count+=1
        else:
            result+=str(count)+prev
            prev=ch
            count=1
    result+=str(count)+prev
    return result
def decode(code):
    result=""
    number=""
    for ch in code:
        if ch.isdigit():
            number+=ch
        else:
            if number=="":
                raise ValueError("missing count before '"+ch+"'")
            result+=ch*int(number)
            number=""
    if number!="":
        raise ValueError("code ends with a number")
    return result
def is_encodable(text):
    for ch in text:
        if ch.isdigit():
            return False
    return True
def ratio(text, code):
    if len(text)==0:
        return 0
    return len(code)/len(text)
def encode_file(in_name, out_name):
    f=open(in_name)
    lines=f.readlines()
    f.close()
    out=open(out_name, "w")
    for line in lines:
        line=line.rstrip("\n")
        out.write(encode(line)+"\n")
    out.close()
def main():
    tests=["AAABBC", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWW", "abc", "", "aaaaaaaaaaaa"]
    for t in tests:
        code=encode(t)
        back=decode(code)
        status="OK" if back==t else "FAILED"
        print(repr(t), "->", repr(code), "ratio %.2f"%ratio(t, code), status)
    try:
        decode("3A2")
    except ValueError as e:
        print("decode('3A2') gives an error:", e)
    while True:
        text=input("Text to encode (empty to stop): ")
        if text=="":
            break
        if not is_encodable(text):
            print("Sorry, the text must not contain digits")
            continue
        code=encode(text)
        print("Encoded:", code)
        print("Decoded again:", decode(code))
        print("Compression ratio: %.2f"%ratio(text, code))
main()
