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
    return ttl+" by "+auth+" ["+id+"] "+(qty-out)+"/"+qty+" free";
  }
}

class User {
  public String uname;
  public List<BookRec> held=new ArrayList<>();
  public User(String uname) {
    this.uname=uname;
  }
}

//all the data + operations
class Library {
  List<BookRec> bookList=new ArrayList<>();
  List<User> userList=new ArrayList<>();

  void printOut() {
    boolean flag=false;
    for(BookRec bk:bookList) {
      if(bk.out>0) {
        System.out.println("  "+bk.ttl+" - "+bk.out+" out");
        flag=true;
      }
    }
    if(!flag) System.out.println("All books are in.");
  }

  void printUsers() {
    for(User u:userList) {
      System.out.println(u.uname+" ("+u.held.size()+"/3):");
      for(BookRec bk:u.held)
        System.out.println("    "+bk.ttl);
    }
  }

  void doSearch(String txt) {
    String s=txt.toLowerCase();
    int cnt=0;
    for(BookRec bk:bookList) {
      if(bk.ttl.toLowerCase().contains(s)||bk.auth.toLowerCase().contains(s)) {
        System.out.println("  "+bk);
        cnt++;
      }
    }
    if(cnt==0) System.out.println("Nothing found.");
  }

  //prints the error and returns true if one of them is null
  boolean missing(User u,BookRec bk) {
    if(u==null||bk==null) {
      System.out.println("No such member or book.");
      return true;
    }
    return false;
  }

  void doReturn(String nm,String id) {
    final User u=getUser(nm);
    final BookRec bk=getBook(id);
    if(missing(u,bk)) return;
    if(u.held.remove(bk)) {
      bk.out--;
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
    if(u.held.size()>=3) {
      System.out.println(u.uname+" already has "+3+" books.");
    } else if(bk.qty-bk.out==0) {
      System.out.println("No copies of "+bk.ttl+" left.");
    } else {
      u.held.add(bk);
      bk.out++;
      System.out.println(u.uname+" borrowed "+bk.ttl);
    }
  }

  //find by name
  User getUser(String nm) {
    for(User u:userList) {
      if(u.uname.equalsIgnoreCase(nm)) return u;
    }
    return null;
  }

  //find by isbn
  BookRec getBook(String id) {
    for(int i=0;i<bookList.size();i++) {
      if(bookList.get(i).id.equals(id)) return bookList.get(i);
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
    while(true) {
      System.out.print("> ");
      if(!in.hasNextLine()) break;
      ln=in.nextLine().trim();
      if(ln.isEmpty()) continue;
      p=ln.split(";");
      c=p[0].trim().toLowerCase();
      n++;
      if(c.equals("quit")) {
        break;
      } else if(c.equals("help")) {
        System.out.println(HELP);
      } else if(c.equals("addbook")&&p.length==5) {
        int q=Integer.parseInt(p[4].trim());
        lib.bookList.add(new BookRec(p[1].trim(),p[2].trim(),p[3].trim(),q));
        System.out.println("Book added.");
      } else if(c.equals("addmember")&&p.length==2) {
        lib.userList.add(new User(p[1].trim()));
        System.out.println("Member added.");
      } else if(c.equals("borrow")&&p.length==3) {
        lib.doBorrow(p[1].trim(),p[2].trim());
      } else if(c.equals("return")&&p.length==3) {
        lib.doReturn(p[1].trim(),p[2].trim());
      } else if(c.equals("search")&&p.length==2) {
        lib.doSearch(p[1].trim());
      } else if(c.equals("members")) {
        lib.printUsers();
      } else if(c.equals("out")) {
        lib.printOut();
      } else {
        System.out.println("Unknown command, type help.");
      }
    }
    System.out.println("Bye.");
  }
}
