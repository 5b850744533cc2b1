import java.util.Scanner;
import java.util.List;
import java.util.ArrayList;

//library program
//input format:  command;arg1;arg2...

class BookRec {
  public String ttl, auth, id;
  public int qty;
  public int out=0; //copies currently lent
  public BookRec(String ttl,String auth,String id,int qty) {
    this.ttl=ttl;
    this.auth=auth;
    this.id=id;
    this.qty=qty;
  }
  public String toString() {
    StringBuilder sb=new StringBuilder();
    sb.append(ttl).append(" by ").append(auth);
    sb.append(" [").append(id).append("] ");
    sb.append(qty-out).append('/').append(qty).append(" free");
    return sb.toString();
  }
}

class User {
  public String uname;
  public BookRec[] held=new BookRec[3];
  public int nHeld=0;
  public User(String uname) {
    this.uname=uname;
  }
}

//all the data + operations
class Library {
  List<BookRec> bookList=new ArrayList<>();
  List<User> userList=new ArrayList<>();

  void printOut() {
    int lines=0;
    for(int i=0;i<bookList.size();i++) {
      BookRec bk=bookList.get(i);
      if(bk.out!=0) {
        System.out.println("  "+bk.ttl+" - "+bk.out+" out");
        lines=lines+1;
      }
    }
    if(lines==0) System.out.println("All books are in.");
  }

  void printUsers() {
    for(int i=0;i<userList.size();i++) {
      User u=userList.get(i);
      System.out.println(u.uname+" ("+u.nHeld+"/3):");
      for(int k=0;k<u.nHeld;k++)
        System.out.println("    "+u.held[k].ttl);
    }
  }

  void doSearch(String txt) {
    String s=txt.toLowerCase();
    int cnt=0;
    for(int i=0;i<bookList.size();i++) {
      BookRec bk=bookList.get(i);
      if(!(bk.ttl.toLowerCase().indexOf(s)<0&&bk.auth.toLowerCase().indexOf(s)<0)) {
        System.out.println("  "+bk);
        cnt=cnt+1;
      }
    }
    if(cnt==0) System.out.println("Nothing found.");
  }

  //prints the error and returns true if one of them is null
  boolean missing(User u,BookRec bk) {
    boolean bad=(u==null||bk==null);
    if(bad) System.out.println("No such member or book.");
    return bad;
  }

  void doReturn(String nm,String id) {
    final User u=getUser(nm);
    final BookRec bk=getBook(id);
    if(missing(u,bk)) return;
    int pos=-1;
    for(int k=0;k<u.nHeld&&pos<0;k++)
      if(u.held[k]==bk) pos=k;
    if(pos>=0) {
      for(int k=pos;k<u.nHeld-1;k++) u.held[k]=u.held[k+1];
      u.nHeld=u.nHeld-1;
      u.held[u.nHeld]=null;
      bk.out=bk.out-1;
      System.out.println(u.uname+" returned "+bk.ttl);
    } else {
      System.out.println(u.uname+" does not have "+bk.ttl);
    }
  }

  void doBorrow(String nm,String id) {
    final User u=getUser(nm);
    final BookRec bk=getBook(id);
    if(missing(u,bk)) return;
    //limit reached?
    if(u.nHeld>=u.held.length) {
      System.out.println(u.uname+" already has "+u.held.length+" books.");
    } else if(bk.qty-bk.out<1) {
      System.out.println("No copies of "+bk.ttl+" left.");
    } else {
      u.held[u.nHeld]=bk;
      u.nHeld=u.nHeld+1;
      bk.out=bk.out+1;
      System.out.println(u.uname+" borrowed "+bk.ttl);
    }
  }

  //find by name
  User getUser(String nm) {
    int i=0;
    while(i<userList.size()) {
      if(userList.get(i).uname.equalsIgnoreCase(nm)) return userList.get(i);
      i++;
    }
    return null;
  }

  //find by isbn
  BookRec getBook(String id) {
    for(BookRec bk:bookList) {
      if(id.equals(bk.id)) return bk;
    }
    return null;
  }
}

public class Main {
  static final String HELP="addbook;title;author;isbn;copies  addmember;name  borrow;name;isbn\nreturn;name;isbn  search;text  members  out  quit";

  public static void main(String[] args) {
    Library lib=new Library();
    Scanner in=new Scanner(System.in);
    int n=0;
    String ln, c;
    String[] p;
    System.out.println("Library system. Type help for commands.");
    boolean quit=false;
    while(!quit) {
      System.out.print("> ");
      if(!in.hasNextLine()) break;
      ln=in.nextLine().trim();
      if(ln.equals("")) continue;
      p=ln.split(";");
      c=p[0].trim().toLowerCase();
      n+=1;
      boolean bad=false;
      switch(c) {
        case "quit" -> quit=true;
        case "help" -> System.out.println(HELP);
        case "addbook" -> {
          if(p.length!=5) bad=true;
          else {
            lib.bookList.add(new BookRec(p[1].trim(),p[2].trim(),p[3].trim(),Integer.parseInt(p[4].trim())));
            System.out.println("Book added.");
          }
        }
        case "addmember" -> {
          if(p.length!=2) bad=true;
          else {
            lib.userList.add(new User(p[1].trim()));
            System.out.println("Member added.");
          }
        }
        case "borrow" -> { if(p.length==3) lib.doBorrow(p[1].trim(),p[2].trim()); else bad=true; }
        case "return" -> { if(p.length==3) lib.doReturn(p[1].trim(),p[2].trim()); else bad=true; }
        case "search" -> { if(p.length==2) lib.doSearch(p[1].trim()); else bad=true; }
        case "members" -> lib.printUsers();
        case "out" -> lib.printOut();
        default -> bad=true;
      }
      if(bad) System.out.println("Unknown command, type help.");
    }
    System.out.println("Bye.");
  }
}
