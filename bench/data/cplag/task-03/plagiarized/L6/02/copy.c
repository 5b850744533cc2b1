// linked list program
#include <stdio.h>
#include <stdlib.h>
#define IDX_NONE 0
#define BUF_SZ 100
enum { OPT_EXIT, OPT_PUSH, OPT_ORDERED, OPT_REMOVE, OPT_FIND, OPT_FLIP, OPT_SHOW };
struct Elem {
	int iValue;
	struct Elem *pNext;
};
struct Elem *g_pHead=NULL;

void lst_destroy(void) {
	struct Elem *pTmp;
	while(1) {
		if(!g_pHead) return;
		pTmp=g_pHead->pNext;
		free(g_pHead);
		g_pHead=pTmp;
	}
}

// prints the list like [1, 2, 3] and counts it at the same time
void lst_show(void) {
	struct Elem *pCur;
	int nCount=0;
	putchar('[');
	for(pCur=g_pHead;pCur;pCur=pCur->pNext) {
		if(nCount>0) fputs(", ",stdout);
		printf("%d",pCur->iValue);
		nCount+=1;
	}
	printf("]  length=%d\n",nCount);
}

// take nodes off the front one by one and stack them on a new list
void lst_flip(void) {
	struct Elem *pOut=NULL,*pMove;
	while(g_pHead) {
		pMove=g_pHead;
		g_pHead=pMove->pNext;
		pMove->pNext=pOut;
		pOut=pMove;
	}
	g_pHead=pOut;
}

// 1-based position, IDX_NONE (0) if it is not there
int lst_find(int nVal) {
	int nIdx=1;
	struct Elem *pCur;
	for(pCur=g_pHead;pCur;pCur=pCur->pNext,++nIdx) {
		if(pCur->iValue!=nVal) continue;
		return nIdx;
	}
	return IDX_NONE;
}

int lst_remove(int nVal) {
	struct Elem *pCur,*pDel;
	if(!g_pHead) return 0;
	if(g_pHead->iValue==nVal) {
		pDel=g_pHead;
		g_pHead=pDel->pNext;
		free(pDel);
		return 1;
	}
	for(pCur=g_pHead;pCur->pNext;pCur=pCur->pNext) {
		if(pCur->pNext->iValue==nVal) {
			pDel=pCur->pNext;
			pCur->pNext=pDel->pNext;
			free(pDel);
			return 1;
		}
	}
	return 0;
}

struct Elem *lst_new(int nVal,struct Elem *pLink) {
	struct Elem *pNew=malloc(sizeof(*pNew));
	if(!pNew) {puts("out of memory!");exit(1);}
	pNew->iValue=nVal;
	pNew->pNext=pLink;
	return pNew;
}

void lst_push(int nVal) {
	g_pHead=lst_new(nVal,g_pHead);
}

// sorted insert (ascending)
void lst_add_ordered(int nVal) {
	struct Elem *pCur=g_pHead;
	if(g_pHead!=NULL && g_pHead->iValue<nVal) {
		while(pCur->pNext && pCur->pNext->iValue<nVal)
			pCur=pCur->pNext;
		pCur->pNext=lst_new(nVal,pCur->pNext);
	} else
		lst_push(nVal);
}

// runs one menu command
void do_option(int nOpt,int nVal) {
	int nPos;
	switch(nOpt) {
		case OPT_SHOW: lst_show(); break;
		case OPT_FLIP: lst_flip(); puts("reversed."); break;
		case OPT_FIND:
			nPos=lst_find(nVal);
			if(nPos==IDX_NONE) printf("%d not found\n",nVal);
			else printf("%d found at position %d\n",nVal,nPos);
			break;
		case OPT_REMOVE:
			printf(lst_remove(nVal) ? "Deleted %d\n" : "%d is not in the list\n",nVal);
			break;
		case OPT_ORDERED: lst_add_ordered(nVal); break;
		case OPT_PUSH: lst_push(nVal); break;
		default: puts("Invalid choice");
	}
}

// reads an int from its own line, returns 0 if there was no number
int read_int(int *pOut) {
	char szBuf[BUF_SZ];
	char *pEnd;
	if(fgets(szBuf,BUF_SZ,stdin)==NULL) return 0;
	*pOut=(int)strtol(szBuf,&pEnd,10);
	return pEnd!=szBuf;
}

int main() {
	int nOpt,nVal=0;
	while(1) {
		puts("\n1) insert front  2) insert sorted  3) delete  4) search");
		fputs("5) reverse  6) print  0) quit\nChoice: ",stdout);
		if(!read_int(&nOpt) || nOpt==OPT_EXIT) break;
		if(nOpt>=OPT_PUSH && nOpt<=OPT_FIND) {
			fputs("Value: ",stdout);
			if(!read_int(&nVal)) puts("(no number given, using last one)");
		}
		do_option(nOpt,nVal);
	}
	lst_destroy(); // free memory
	puts("Bye");
	return 0;
}
