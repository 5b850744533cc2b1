// linked list program
#include <stdio.h>
#include <stdlib.h>
#define IDX_NONE (-1)
enum { OPT_EXIT, OPT_PUSH, OPT_ORDERED, OPT_REMOVE, OPT_FIND, OPT_FLIP, OPT_SHOW };
struct Elem {
	int iValue;
	struct Elem *pNext;
};
struct Elem *g_pHead=NULL;

struct Elem *lst_new(int nVal) {
	struct Elem *pNew=malloc(sizeof(*pNew));
	if(pNew==NULL) {printf("out of memory!\n");exit(1);}
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
	if(g_pHead==NULL || g_pHead->iValue>=nVal) {
		lst_push(nVal);
		return;
	}
	pNew=lst_new(nVal);
	pCur=g_pHead;
	while(pCur->pNext!=NULL && pCur->pNext->iValue<nVal)
		pCur=pCur->pNext;
	pNew->pNext=pCur->pNext;
	pCur->pNext=pNew;
}

int lst_remove(int nVal) {
	struct Elem *pCur,*pPrev;
	pCur=g_pHead;
	pPrev=NULL;
	while(pCur!=NULL && pCur->iValue!=nVal) {
		pPrev=pCur;
		pCur=pCur->pNext;
	}
	if(pCur==NULL) return 0;
	if(pPrev==NULL)
		g_pHead=pCur->pNext;
	else
		pPrev->pNext=pCur->pNext;
	free(pCur);
	return 1;
}

int lst_find(int nVal) {
	int nIdx;
	struct Elem *pCur;
	nIdx=0;
	for(pCur=g_pHead;pCur!=NULL;pCur=pCur->pNext,nIdx++)
		if(pCur->iValue==nVal)
			return nIdx;
	return IDX_NONE;
}

void lst_flip(void) {
	struct Elem *pPrev,*pCur,*pAfter;
	pPrev=NULL;
	pCur=g_pHead;
	while(pCur!=NULL) {
		pAfter=pCur->pNext;
		pCur->pNext=pPrev;
		pPrev=pCur;
		pCur=pAfter;
	}
	g_pHead=pPrev;
}

int lst_size(void) {
	int nCount=0;
	struct Elem *pCur;
	for(pCur=g_pHead;pCur!=NULL;pCur=pCur->pNext)
		nCount++;
	return nCount;
}

void lst_show(void) {
	struct Elem *pCur;
	printf("List: ");
	for(pCur=g_pHead;pCur!=NULL;pCur=pCur->pNext)
		printf("%d -> ",pCur->iValue);
	printf("NULL\nLength: %d\n",lst_size());
}

void lst_destroy(void) {
	struct Elem *pTmp;
	while(g_pHead!=NULL) {
		pTmp=g_pHead;
		g_pHead=g_pHead->pNext;
		free(pTmp);
	}
}

int main() {
	int nOpt,nVal,nI;
	do {
		printf("\n1) insert front  2) insert sorted  3) delete  4) search\n");
		printf("5) reverse  6) print  0) quit\nChoice: ");
		if(scanf("%d",&nOpt)!=1) break;
		if(nOpt>=OPT_PUSH && nOpt<=OPT_FIND) {printf("Value: ");scanf("%d",&nVal);}
		switch(nOpt) {
			case OPT_PUSH: lst_push(nVal); break;
			case OPT_ORDERED: lst_add_ordered(nVal); break;
			case OPT_REMOVE:
				if(lst_remove(nVal))
					printf("Deleted %d\n",nVal);
				else
					printf("%d is not in the list\n",nVal);
				break;
			case OPT_FIND:
				if(lst_find(nVal)==IDX_NONE)
					printf("%d not found\n",nVal);
				else
					printf("%d found at position %d\n",nVal,lst_find(nVal));
				break;
			case OPT_FLIP: lst_flip(); printf("List reversed\n"); break;
			case OPT_SHOW: lst_show(); break;
			case OPT_EXIT: break;
			default: printf("Invalid choice\n");
		}
	} while(nOpt!=OPT_EXIT);
	lst_destroy(); // free memory
	printf("Bye\n");
	return 0;
}
