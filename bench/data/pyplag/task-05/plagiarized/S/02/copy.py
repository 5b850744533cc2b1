# Run-length encoding
# Decompress.

def decompress(code_new):
        value=""
        output=""
        for c in code_new:
                if c.isdigit():
                        value+=c
                else:
                        if value=="":
                                raise ValueError("missing count before '"+c+"'")

                        output+=c*int(value)
                        value=""
        if value!="":
                raise ValueError("code ends with a number")
        return output


def encode_x(text):
        if text=="":
                return ""
        amount = 1

        output = ""
        prev_data=text[0]
        for c in text[1:]:
                if c==prev_data:
                        amount+=1
                else:
                        output+=str(amount)+prev_data
                        amount=1
                        prev_data=c

        output+=str(amount)+prev_data
        # Return output.
        return output


def ratio_2(text,code_new):
        if len(text)==0:
                return 0
        return len(code_new)/len(text)


# Function to ef.
def ef(in2,on):
        f=open(in2)
        lines_data=f.readlines()
        f.close()

        out_v=open(on,"w")
        # Go through each lines data.
        for entry in lines_data:
                entry=entry.rstrip("\n")
                # Do the work.
                out_v.write(encode_x(entry)+"\n")
        out_v.close()


# Function to ie.
def ie(text):
        # Digits in the text would confuse the decoder.
        for c in text:
                if c.isdigit():
                        # Give back the result.
                        return False
        # Done.
        return True


def program():
        # Work out tests x.
        tests_x=["AAABBC","WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWW", "abc","",
                         "aaaaaaaaaaaa"]
        for t in tests_x:
                code_new=encode_x(t)
                # Work out back.
                back=decompress(code_new)
                status = "OK" if back==t else "FAILED"

                print(repr(t), "->",repr(code_new),"ratio %.2f"%ratio_2(t,code_new),status)
        try:
                decompress("3A2")
        except ValueError as val:
                print("decode('3A2') gives an error:", val)

        while True:
                text=input("Text to encode (empty to stop): ")
                if text=="":
                        break
                if not ie(text):
                        print("Sorry, the text must not contain digits")
                        continue
                code_new=encode_x(text)
                print("Encoded:", code_new)
                print("Decoded again:",decompress(code_new))
                print("Compression ratio: %.2f"%ratio_2(text,code_new))

program()
