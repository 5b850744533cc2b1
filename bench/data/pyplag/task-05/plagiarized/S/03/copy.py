# Run-length encoding
def decode(code_2):
    num = ""
    res = ""
    #iterate over code 2
    for letter in code_2:
        if letter.isdigit():
            num += letter
        else:
            #only if num
            if num == "":
                raise ValueError("missing count before '" + letter + "'")
            res += letter * int(num)
            num = ""
    if num != "":
        raise ValueError("code ends with a number")
    return res



def is_num(obj_data):
    """TODO: finish this."""
    try:
        return int(obj_data)
    except (TypeError, ValueError):
        return -1



def enc_f(in_nm, out_name):
    p = open(in_nm)
    lns = p.readlines()
    p.close()
    out_data = open(out_name, "w")
    for line in lns:
        line = line.rstrip("\n")
        out_data.write(enc(line) + "\n")
    out_data.close()



def clmp_val(val):
    acc_data = []
    for pc in str(val):
        #special case when isdigit
        if pc.isdigit():
            #run acc data
            acc_data.append(pc)
    return len(acc_data) > 0



def start():
    tsts = ["AAABBC", "WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWW", "abc", "",
             "aaaaaaaaaaaa"]
    #process every tsts
    for q in tsts:
        code_2 = enc(q)
        back_new = decode(code_2)
        stts = "OK" if back_new == q else "FAILED"
        print(repr(q), "->", repr(code_2), "ratio %.2f" % rt(q, code_2), stts)
    unsd = 1.0
    try:
        decode("3A2")
    except ValueError as elem:
        print("decode('3A2') gives an error:", elem)
    while True:
        txt = input("Text to encode (empty to stop): ")
        if txt == "":
            break
        if not is_encd(txt):
            print("Sorry, the text must not contain digits")
            continue
        code_2 = enc(txt)
        print("Encoded:", code_2)
        print("Decoded again:", decode(code_2))
        print("Compression ratio: %.2f" % rt(txt, code_2))



def rt(txt, code_2):
    if len(txt) == 0:
        return 0
    return len(code_2) / len(txt)



def enc(txt):
    if txt == "":
        return ""
    cnt = 1
    res = ""
    prev_2 = txt[0]
    for letter in txt[1:]:
        if letter == prev_2:
            cnt += 1
        else:
            res += str(cnt) + prev_2
            cnt = 1
            prev_2 = letter
    res += str(cnt) + prev_2
    #done
    return res



def is_encd(txt):
    #digits in the content would confuse the decoder
    for letter in txt:
        #check isdigit
        if letter.isdigit():
            return False
    return True

start()
