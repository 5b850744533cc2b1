// linked list program
#include <stdio.h>
#include <stdlib.h>
#define IDX_NONE (-1)
#define BUF_SZ 100
enum { OPT_EXIT, OPT_PUSH, OPT_ORDERED, OPT_REMOVE, OPT_FIND, OPT_FLIP, OPT_SHOW };
struct Elem {
	int iValue;
	struct Elem *pNext;
};
struct Elem *g_pHead=NULL;

void lst_destroy(void) {
	struct Elem *pTmp;
	for(pTmp=g_pHead;pTmp!=NULL;pTmp=g_pHead) {
		g_pHead=g_pHead->pNext;
		free(pTmp);
	}
}

// prints the list and counts it at the same time
void lst_show(void) {
	struct Elem *pCur=g_pHead;
	int nCount=0;
	fputs("List: ",stdout);
	while(pCur) {
		printf("%d -> ",pCur->iValue);
		nCount+=1;
		pCur=pCur->pNext;
	}
	printf("NULL\nLength: %d\n",nCount);
}

void lst_flip(void) {
	struct Elem *pPrev,*pCur,*pAfter;
	pPrev=NULL;
	for(pCur=g_pHead;pCur;pCur=pAfter) {
		pAfter=pCur->pNext;
		pCur->pNext=pPrev;
		pPrev=pCur;
	}
	g_pHead=pPrev;
}

int lst_find(int nVal) {
	int nIdx;
	struct Elem *pCur;
	nIdx=0;
	pCur=g_pHead;
	while(pCur!=NULL) {
		if(pCur->iValue==nVal)
			return nIdx;
		pCur=pCur->pNext;
		++nIdx;
	}
	return IDX_NONE;
}

int lst_remove(int nVal) {
	struct Elem *pCur,*pPrev;
	pCur=g_pHead;
	pPrev=NULL;
	while(pCur && !(pCur->iValue==nVal)) {
		pPrev=pCur;
		pCur=pCur->pNext;
	}
	if(!pCur) return 0;
	if(pPrev==NULL)
		g_pHead=pCur->pNext;
	else
		pPrev->pNext=pCur->pNext;
	free(pCur);
	return 1;
}

struct Elem *lst_new(int nVal) {
	struct Elem *pNew=malloc(sizeof(*pNew));
	if(!pNew) {puts("out of memory!");exit(1);}
	pNew->iValue=nVal;
	pNew->pNext=NULL;
	return pNew;
}

void lst_push(int nVal) {
	struct Elem *pNew=lst_new(nVal);
	pNew->pNext=g_pHead;
	g_pHead=pNew;
}

// sorted insert (ascending)
void lst_add_ordered(int nVal) {
	struct Elem *pNew,*pCur;
	if(!g_pHead || g_pHead->iValue>=nVal) {
		lst_push(nVal);
		return;
	}
	pNew=lst_new(nVal);
	for(pCur=g_pHead;pCur->pNext && pCur->pNext->iValue<nVal;pCur=pCur->pNext)
		;
	pNew->pNext=pCur->pNext;
	pCur->pNext=pNew;
}

// runs one menu command
void do_option(int nOpt,int nVal) {
	int nPos;
	switch(nOpt) {
		case OPT_PUSH: lst_push(nVal); break;
		case OPT_ORDERED: lst_add_ordered(nVal); break;
		case OPT_REMOVE:
			printf(lst_remove(nVal) ? "Deleted %d\n" : "%d is not in the list\n",nVal);
			break;
		case OPT_FIND:
			nPos=lst_find(nVal);
			if(nPos==IDX_NONE) printf("%d not found\n",nVal);
			else printf("%d found at position %d\n",nVal,nPos);
			break;
		case OPT_FLIP: lst_flip(); puts("List reversed"); break;
		case OPT_SHOW: lst_show(); break;
		case OPT_EXIT: break;
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
	int nOpt=-1,nVal=0;
	while(nOpt!=OPT_EXIT) {
		puts("\n1) insert front  2) insert sorted  3) delete  4) search");
		fputs("5) reverse  6) print  0) quit\nChoice: ",stdout);
		if(!read_int(&nOpt)) break;
		if(!(nOpt<OPT_PUSH || nOpt>OPT_FIND)) {fputs("Value: ",stdout);read_int(&nVal);}
		do_option(nOpt,nVal);
	}
	lst_destroy(); // free memory
	puts("Bye");
	return 0;
}
