#include <stdio.h>
#include <string.h>

char msg[500];
char res[500];
char kw[100];
int len;

//encrypt a letter, works for big and small letters
char enc(char ch, int s)
{
	if(ch>='A' && ch<='Z')
		return 'A' + (ch-'A'+s)%26;
	if(ch>='a' && ch<='z')
		return 'a' + (ch-'a'+s)%26;
	return ch;
}

void caesarEnc(int s)
{
	int x;
	for(x=0;x<len;x++)
		res[x]=enc(msg[x],s);
	res[len]='\0';
}

//vigenere, key letter i goes with text letter i
void vigEnc(int decode)
{
	int x,s;
	int kl=strlen(kw);
	for(x=0;x<len;x++){
		s=kw[x%kl];
		if(s>='a') s=s-'a'; else s=s-'A';
		if(decode==1) s=26-s;
		res[x]=enc(msg[x],s);
	}
	res[len]='\0';
}

int main()
{
	char op;
	char dir;
	int s=0,x,good;

	printf("***** CIPHER MENU *****\n");
	printf("a. Caesar\nb. Vigenere\nq. Quit\n");
	printf("Option: ");
	scanf(" %c",&op);
	if(op=='q')
		return 0;
	printf("Encode or decode (e/d): ");
	scanf(" %c",&dir);
	if(dir!='e' && dir!='d'){
		printf("Error: wrong direction\n");
		return 0;
	}

	switch(op){
	case 'a':
		printf("Shift 1-25: ");
		scanf("%d",&s);
		if(s<1 || s>25){
			printf("Error: shift has to be 1-25\n");
			break;
		}
		printf("Message: ");
		scanf(" %[^\n]",msg);
		len=strlen(msg);
		if(dir=='d') s=26-s;
		caesarEnc(s);
		printf("Result: %s\n",res);
		break;
	case 'b':
		printf("Keyword: ");
		scanf("%s",kw);
		good=1;
		for(x=0;x<strlen(kw);x++){
			if(!((kw[x]>='a'&&kw[x]<='z')||(kw[x]>='A'&&kw[x]<='Z')))
				good=0;
		}
		if(!good){
			printf("Error: keyword can only have letters\n");
			break;
		}
		printf("Message: ");
		scanf(" %[^\n]",msg);
		len=strlen(msg);
		vigEnc(dir=='d');
		printf("Result: %s\n",res);
		break;
	default:
		printf("Error: no such option\n");
	}
	return 0;
}
